import { unwrap, type ApiClient } from '@platform/api-client';

/** One of the signed-in broker's customer companies (GET /v3/broker/companies/{id}). */
export const getCompany = (api: ApiClient, id: string) =>
  unwrap(api.GET('/v3/broker/companies/{id}', { params: { path: { id } } }));

export type CompanyDetail = Awaited<ReturnType<typeof getCompany>>;
