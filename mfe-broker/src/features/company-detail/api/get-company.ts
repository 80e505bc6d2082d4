import { unwrap, type ApiClient } from '@platform/api-client';
import { queryOptions, usePlatform, useQuery } from '@platform/remote-kit';

/** One of the signed-in broker's customer companies (GET /v3/broker/companies/{id}). */
export const getCompany = (api: ApiClient, id: string) =>
  unwrap(api.GET('/v3/broker/companies/{id}', { params: { path: { id } } }));

export type CompanyDetail = Awaited<ReturnType<typeof getCompany>>;

export const getCompanyQuery = (api: ApiClient, id: string) =>
  queryOptions({ queryKey: ['broker-company', id], queryFn: () => getCompany(api, id) });

export function useBrokerCompany(id: string) {
  const { api } = usePlatform();
  return useQuery(getCompanyQuery(api, id));
}
