import { unwrap, type ApiClient } from '@platform/api-client';
import { queryOptions, usePlatform, useQuery } from '@platform/remote-kit';

/** One published report of a customer company (GET /v3/broker/companies/{id}/cyber/reports/{reportId}). */
export const getCompanyCyberReport = (api: ApiClient, companyId: string, reportId: string) =>
  unwrap(
    api.GET('/v3/broker/companies/{id}/cyber/reports/{reportId}', {
      params: { path: { id: companyId, reportId } },
    }),
  );

export type CompanyCyberReport = Awaited<ReturnType<typeof getCompanyCyberReport>>;

/** Holds `cyber`: a live update about the company's assessments refetches it (a ruled dispute). */
export const companyCyberReportQuery = (api: ApiClient, companyId: string, reportId: string) =>
  queryOptions({
    queryKey: ['cyber', 'broker', companyId, 'report', reportId],
    queryFn: () => getCompanyCyberReport(api, companyId, reportId),
  });

export function useCompanyCyberReport(companyId: string, reportId: string) {
  const { api } = usePlatform();
  return useQuery(companyCyberReportQuery(api, companyId, reportId));
}
