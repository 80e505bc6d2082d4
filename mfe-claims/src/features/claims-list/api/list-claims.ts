import { unwrap, type ApiClient } from '@platform/api-client';
import { queryOptions, usePlatform, useQuery } from '@platform/remote-kit';

/** The signed-in customer's claims (GET /v3/claims). */
export const listClaims = (api: ApiClient) => unwrap(api.GET('/v3/claims'));

export type ClaimRow = Awaited<ReturnType<typeof listClaims>>['items'][number];

export const listClaimsQuery = (api: ApiClient) =>
  queryOptions({ queryKey: ['claims'], queryFn: () => listClaims(api) });

export function useClaims() {
  const { api } = usePlatform();
  return useQuery(listClaimsQuery(api));
}
