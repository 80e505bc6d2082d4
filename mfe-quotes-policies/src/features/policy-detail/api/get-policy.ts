import { unwrap, type ApiClient } from '@platform/api-client';
import { queryOptions, usePlatform, useQuery } from '@platform/remote-kit';

/** One policy of the signed-in customer's account (GET /v3/policies/{id}); another account's is NOT_FOUND. */
export const getPolicy = (api: ApiClient, id: string) =>
  unwrap(api.GET('/v3/policies/{id}', { params: { path: { id } } }));

export type PolicyDetail = Awaited<ReturnType<typeof getPolicy>>;

export const getPolicyQuery = (api: ApiClient, id: string) =>
  queryOptions({ queryKey: ['policy', id], queryFn: () => getPolicy(api, id) });

export function usePolicy(id: string) {
  const { api } = usePlatform();
  return useQuery(getPolicyQuery(api, id));
}
