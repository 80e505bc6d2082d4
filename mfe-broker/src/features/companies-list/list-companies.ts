import { unwrap, type ApiClient } from '@platform/api-client';

/** The signed-in broker's customer companies (GET /v3/broker/companies). */
export const listCompanies = (api: ApiClient) => unwrap(api.GET('/v3/broker/companies'));

export type CompanyRow = Awaited<ReturnType<typeof listCompanies>>['items'][number];
