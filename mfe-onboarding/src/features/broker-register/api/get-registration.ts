import { unwrap, type ApiClient, type ApiPaths } from '@platform/api-client';
import { queryOptions, usePlatform, useQuery } from '@platform/remote-kit';

export type BrokerRegistration =
  ApiPaths['/v3/broker/registration']['get']['responses'][200]['content']['application/json'];

/** The signed-in broker's registration and progress (GET /v3/broker/registration). */
export const getRegistration = (api: ApiClient) => unwrap(api.GET('/v3/broker/registration'));

/** Every read of the registration starts with this key; the broker area reads its progress under it too. */
export const REGISTRATION_KEY = ['broker-registration'];

export const registrationQuery = (api: ApiClient) =>
  queryOptions({ queryKey: REGISTRATION_KEY, queryFn: () => getRegistration(api) });

export function useBrokerRegistration() {
  const { api } = usePlatform();
  return useQuery(registrationQuery(api));
}
