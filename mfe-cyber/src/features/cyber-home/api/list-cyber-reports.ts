import { unwrap, type ApiClient } from '@platform/api-client';
import { queryOptions, usePlatform, useQuery } from '@platform/remote-kit';
import { CYBER_KEY } from '../../../lib/use-cyber-live';

/** The signed-in customer's cyber assessment reports, newest first (GET /v3/cyber/reports). */
export const listCyberReports = (api: ApiClient) => unwrap(api.GET('/v3/cyber/reports'));

export type CyberReportRow = Awaited<ReturnType<typeof listCyberReports>>['items'][number];

export const listCyberReportsQuery = (api: ApiClient) =>
  queryOptions({ queryKey: [CYBER_KEY, 'reports'], queryFn: () => listCyberReports(api) });

export function useCyberReports() {
  const { api } = usePlatform();
  return useQuery(listCyberReportsQuery(api));
}
