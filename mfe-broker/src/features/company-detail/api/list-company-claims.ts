import { unwrap, type ApiClient } from '@platform/api-client';
import { queryOptions, usePlatform, useQuery } from '@platform/remote-kit';

/** Claims of one customer company, last updated first (GET /v3/broker/companies/{id}/claims). */
export const listCompanyClaims = (api: ApiClient, id: string) =>
  unwrap(api.GET('/v3/broker/companies/{id}/claims', { params: { path: { id } } }));

export type CompanyClaim = Awaited<ReturnType<typeof listCompanyClaims>>['items'][number];

/** Starts with `claims`: a live update about any claim refetches it. */
export const companyClaimsQuery = (api: ApiClient, id: string) =>
  queryOptions({ queryKey: ['claims', 'broker', id], queryFn: () => listCompanyClaims(api, id) });

export function useCompanyClaims(id: string) {
  const { api } = usePlatform();
  return useQuery(companyClaimsQuery(api, id));
}
