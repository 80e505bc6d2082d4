import { unwrap, type ApiClient } from '@platform/api-client';
import { queryOptions, usePlatform, useQuery } from '@platform/remote-kit';

/** Published cyber reports of one customer company, newest first (GET /v3/broker/companies/{id}/cyber/reports). */
export const listCompanyCyberReports = (api: ApiClient, id: string) =>
  unwrap(api.GET('/v3/broker/companies/{id}/cyber/reports', { params: { path: { id } } }));

/** Its assessment requests, newest first (GET /v3/broker/companies/{id}/cyber/requests). */
export const listCompanyCyberRequests = (api: ApiClient, id: string) =>
  unwrap(api.GET('/v3/broker/companies/{id}/cyber/requests', { params: { path: { id } } }));

// Both keys hold `cyber`: a live update about a request or report refetches them.
export const companyCyberReportsQuery = (api: ApiClient, id: string) =>
  queryOptions({ queryKey: ['cyber', 'broker', id, 'reports'], queryFn: () => listCompanyCyberReports(api, id) });

export const companyCyberRequestsQuery = (api: ApiClient, id: string) =>
  queryOptions({ queryKey: ['cyber', 'broker', id, 'requests'], queryFn: () => listCompanyCyberRequests(api, id) });

export function useCompanyCyberReports(id: string) {
  const { api } = usePlatform();
  return useQuery(companyCyberReportsQuery(api, id));
}

export function useCompanyCyberRequests(id: string) {
  const { api } = usePlatform();
  return useQuery(companyCyberRequestsQuery(api, id));
}
