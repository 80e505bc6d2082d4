import { unwrap, type ApiClient } from '@platform/api-client';

/** The signed-in customer's cyber assessment reports, newest first (GET /v3/cyber/reports). */
export const listCyberReports = (api: ApiClient) => unwrap(api.GET('/v3/cyber/reports'));

export type CyberReportRow = Awaited<ReturnType<typeof listCyberReports>>['items'][number];
