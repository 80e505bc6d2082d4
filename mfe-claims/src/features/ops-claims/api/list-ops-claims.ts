import { unwrap, type ApiClient } from '@platform/api-client';
import type { ClaimStatus } from '@platform/domain';
import { queryOptions, usePlatform, useQuery } from '@platform/remote-kit';

/** Every account's claims, nearest legal deadline first (GET /v3/operations/claims). */
export const listOpsClaims = (api: ApiClient, status?: ClaimStatus) =>
  unwrap(api.GET('/v3/operations/claims', { params: { query: status ? { status } : {} } }));

export type OpsClaimRow = Awaited<ReturnType<typeof listOpsClaims>>['items'][number];

export const listOpsClaimsQuery = (api: ApiClient, status?: ClaimStatus) =>
  queryOptions({ queryKey: ['claims', 'operations', status ?? 'ALL'], queryFn: () => listOpsClaims(api, status) });

export function useOpsClaims(status?: ClaimStatus) {
  const { api } = usePlatform();
  return useQuery(listOpsClaimsQuery(api, status));
}
