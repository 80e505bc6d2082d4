import { unwrap, type ApiClient } from '@platform/api-client';
import { queryOptions, usePlatform, useQuery } from '@platform/remote-kit';

/** The signed-in broker's customer companies (GET /v3/broker/companies). */
export const listCompanies = (api: ApiClient) => unwrap(api.GET('/v3/broker/companies'));

export type CompanyRow = Awaited<ReturnType<typeof listCompanies>>['items'][number];

export const listCompaniesQuery = (api: ApiClient) =>
  queryOptions({ queryKey: ['broker-companies'], queryFn: () => listCompanies(api) });

export function useBrokerCompanies() {
  const { api } = usePlatform();
  return useQuery(listCompaniesQuery(api));
}
