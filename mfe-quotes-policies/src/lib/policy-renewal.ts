import { unwrap, type ApiClient } from '@platform/api-client';
import { queryOptions, usePlatform, useQuery } from '@platform/remote-kit';

/** Where a policy's renewal stands (GET /v3/policies/{id}/renewal); another account's is NOT_FOUND. */
export const getPolicyRenewal = (api: ApiClient, id: string) =>
  unwrap(api.GET('/v3/policies/{id}/renewal', { params: { path: { id } } }));

export type PolicyRenewal = Awaited<ReturnType<typeof getPolicyRenewal>>;

export const policyRenewalQuery = (api: ApiClient, id: string) =>
  queryOptions({ queryKey: ['policy', id, 'renewal'], queryFn: () => getPolicyRenewal(api, id) });

export function usePolicyRenewal(id: string, enabled = true) {
  const { api } = usePlatform();
  return useQuery({ ...policyRenewalQuery(api, id), enabled: enabled && id !== '' });
}
