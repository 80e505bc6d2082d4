import { unwrap, type ApiClient } from '@platform/api-client';
import { usePlatform, useMutation, useQueryClient } from '@platform/remote-kit';

export interface FiscalNoteUpload {
  statementId: string;
  version: number;
  file: File;
}

/**
 * Sends the NFS-e (XML or PDF) for a statement as the raw body, at the version read
 * (POST /v3/broker/earnings/statements/{id}/fiscal-notes): the API reads and checks the XML.
 */
export const sendFiscalNote = (api: ApiClient, { statementId, version, file }: FiscalNoteUpload) =>
  unwrap(
    api.POST('/v3/broker/earnings/statements/{id}/fiscal-notes', {
      params: { path: { id: statementId }, query: { file_name: file.name, version } },
      body: file as never,
      bodySerializer: (body: unknown) => body as BodyInit,
      headers: { 'content-type': 'application/octet-stream' },
    }),
  );

export function useSendFiscalNote() {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: FiscalNoteUpload) => sendFiscalNote(api, upload),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['earnings'] }),
  });
}
