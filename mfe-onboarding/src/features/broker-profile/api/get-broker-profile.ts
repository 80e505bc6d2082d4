import { unwrap, type ApiClient } from '@platform/api-client';
import { queryOptions, usePlatform, useQuery } from '@platform/remote-kit';

/** Bank details and taxation data of the signed-in broker's brokerage (GET /v3/broker/profile). */
export const getBrokerProfile = (api: ApiClient) => unwrap(api.GET('/v3/broker/profile'));

export type BrokerProfile = Awaited<ReturnType<typeof getBrokerProfile>>;

export const BROKER_PROFILE_KEY = ['broker-profile'];

export const brokerProfileQuery = (api: ApiClient) =>
  queryOptions({ queryKey: BROKER_PROFILE_KEY, queryFn: () => getBrokerProfile(api) });

export function useBrokerProfile() {
  const { api } = usePlatform();
  return useQuery(brokerProfileQuery(api));
}
