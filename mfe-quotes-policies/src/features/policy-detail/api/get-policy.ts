import { ApiRequestError, unwrap, type ApiClient } from '@platform/api-client';
import { queryOptions, usePlatform, useQuery } from '@platform/remote-kit';

/** One policy of the signed-in customer's account (GET /v3/policies/{id}); another account's is NOT_FOUND. */
export const getPolicy = (api: ApiClient, id: string) =>
  unwrap(api.GET('/v3/policies/{id}', { params: { path: { id } } }));

export type PolicyDetail = Awaited<ReturnType<typeof getPolicy>>;

/**
 * The same policy as the broker of record of `companyId` reads it (GET /v3/broker/policies/{id}):
 * one of another of the broker's companies is not this company's, so it reads as not found.
 */
export async function getCompanyPolicy(api: ApiClient, id: string, companyId: string): Promise<PolicyDetail> {
  const policy = await unwrap(api.GET('/v3/broker/policies/{id}', { params: { path: { id } } }));
  if (policy.account_id !== companyId) throw new ApiRequestError('NOT_FOUND', 404);
  return policy;
}

export const getPolicyQuery = (api: ApiClient, id: string, companyId?: string) =>
  queryOptions({
    queryKey: companyId ? ['policy', id, 'broker', companyId] : ['policy', id],
    queryFn: () => (companyId ? getCompanyPolicy(api, id, companyId) : getPolicy(api, id)),
  });

/** One policy of the signed-in customer, or, with `companyId`, of that company for its broker of record. */
export function usePolicy(id: string, companyId?: string) {
  const { api } = usePlatform();
  return useQuery(getPolicyQuery(api, id, companyId));
}
