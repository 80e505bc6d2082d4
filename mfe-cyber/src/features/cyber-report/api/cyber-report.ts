import { unwrap, type ApiClient } from '@platform/api-client';
import { queryOptions, saveFile, usePlatform, useMutation, useQuery, useQueryClient } from '@platform/remote-kit';
import { CYBER_KEY } from '../../../lib/use-cyber-live';

/** One report of the account with its findings (GET /v3/cyber/reports/{id}). */
export const getCyberReport = (api: ApiClient, id: string) =>
  unwrap(api.GET('/v3/cyber/reports/{id}', { params: { path: { id } } }));

export type CyberReportView = Awaited<ReturnType<typeof getCyberReport>>;
export type CyberFindingView = CyberReportView['findings'][number];

export const cyberReportQuery = (api: ApiClient, id: string) =>
  queryOptions({ queryKey: [CYBER_KEY, 'report', id], queryFn: () => getCyberReport(api, id) });

export function useCyberReport(id: string) {
  const { api } = usePlatform();
  return useQuery(cyberReportQuery(api, id));
}

/** Marks a finding as a false positive (POST /v3/cyber/reports/{id}/findings/{findingId}/dispute). */
export function useDisputeFinding(reportId: string) {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ findingId, version, reason }: { findingId: string; version: number; reason: string }) =>
      unwrap(
        api.POST('/v3/cyber/reports/{id}/findings/{findingId}/dispute', {
          params: { path: { id: reportId, findingId } },
          body: { version, reason },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CYBER_KEY] }),
  });
}

/** The report's PDF as a file download, in the screen's language. */
export async function downloadReportPdf(api: ApiClient, id: string, language: string, fileName: string) {
  const { data, error } = await api.GET('/v3/cyber/reports/{id}/pdf', {
    params: { path: { id }, query: { language: language as 'pt' } },
    parseAs: 'blob',
  });
  if (error || !data) throw error ?? new Error('no PDF');
  saveFile(data as Blob, fileName);
}
