import { unwrap, type ApiClient } from '@platform/api-client';
import { queryOptions, usePlatform, useQuery } from '@platform/remote-kit';

/** One claim of the account with its timeline and documents (GET /v3/claims/{id}). */
export const getClaim = (api: ApiClient, id: string) =>
  unwrap(api.GET('/v3/claims/{id}', { params: { path: { id } } }));

export const claimKey = (id: string) => ['claim', id];

export const getClaimQuery = (api: ApiClient, id: string) =>
  queryOptions({ queryKey: claimKey(id), queryFn: () => getClaim(api, id) });

export function useClaim(id: string) {
  const { api } = usePlatform();
  return useQuery(getClaimQuery(api, id));
}
