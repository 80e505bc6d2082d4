import { unwrap, type ApiClient } from '@platform/api-client';
import { queryOptions, usePlatform, useQuery } from '@platform/remote-kit';

/** One claim for operations, with the moves they may make now (GET /v3/operations/claims/{id}). */
export const getOpsClaim = (api: ApiClient, id: string) =>
  unwrap(api.GET('/v3/operations/claims/{id}', { params: { path: { id } } }));

export const opsClaimKey = (id: string) => ['claim', 'operations', id];

export const getOpsClaimQuery = (api: ApiClient, id: string) =>
  queryOptions({ queryKey: opsClaimKey(id), queryFn: () => getOpsClaim(api, id) });

export function useOpsClaim(id: string) {
  const { api } = usePlatform();
  return useQuery(getOpsClaimQuery(api, id));
}
