import { unwrap, type ApiClient } from '@platform/api-client';
import type { FiscalNoteStatus } from '@platform/domain';
import { usePlatform, useQuery } from '@platform/remote-kit';

export type StatementFilter = { note_status?: FiscalNoteStatus };

/** Every brokerage's commission statements (GET /v3/operations/commission-statements; operations only). */
export const listStatements = (api: ApiClient, filter: StatementFilter) =>
  unwrap(api.GET('/v3/operations/commission-statements', { params: { query: filter } }));

export type OpsStatement = Awaited<ReturnType<typeof listStatements>>['items'][number];

/** Keyed `commission-statements`: every operation of this screen refetches it. */
export function useOpsStatements(filter: StatementFilter) {
  const { api } = usePlatform();
  return useQuery({
    queryKey: ['commission-statements', 'list', filter],
    queryFn: () => listStatements(api, filter),
  });
}

/** Fetches the latest fiscal note sent for a statement and hands it to the browser as a download. */
export async function downloadFiscalNote(api: ApiClient, statement: OpsStatement) {
  const blob = (await unwrap(
    api.GET('/v3/operations/commission-statements/{id}/fiscal-note', {
      params: { path: { id: statement.id } },
      parseAs: 'blob',
    }),
  )) as unknown as Blob;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = statement.note?.file_name ?? 'nfse';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
