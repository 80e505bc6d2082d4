import { unwrap, type ApiClient } from '@platform/api-client';
import { queryOptions, usePlatform, useQuery } from '@platform/remote-kit';

/** The brokerage's people and pending invitations (GET /v3/broker/users). */
export const listBrokerUsers = (api: ApiClient) => unwrap(api.GET('/v3/broker/users'));

export type BrokerUser = Awaited<ReturnType<typeof listBrokerUsers>>['items'][number];

export const brokerUsersKey = ['broker-users'];

export const brokerUsersQuery = (api: ApiClient) =>
  queryOptions({ queryKey: brokerUsersKey, queryFn: () => listBrokerUsers(api) });

export function useBrokerUsers() {
  const { api } = usePlatform();
  return useQuery(brokerUsersQuery(api));
}
