// A claim's documents, as the broker documents: checked here before sending (size, and the type
// from the first bytes), sent as the raw body, and downloaded with the caller's credentials.
import { unwrap, type ApiClient } from '@platform/api-client';
import { BROKER_FILE_MAX_BYTES, brokerFileProblem, type ErrorCode } from '@platform/domain';
import { saveFile } from '@platform/remote-kit';

export const CLAIM_FILE_ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';
export const CLAIM_FILE_MEGABYTES = BROKER_FILE_MAX_BYTES / 1024 / 1024;

/** The catalogue code for a file about to be sent, or null when it may go. */
export async function localFileProblem(file: File): Promise<ErrorCode | null> {
  if (file.size > BROKER_FILE_MAX_BYTES) return 'FILE_TOO_LARGE';
  return brokerFileProblem(file.size, new Uint8Array(await file.slice(0, 16).arrayBuffer()));
}

/** Adds one document to a claim (POST /v3/claims/{id}/files, raw body). */
export const uploadClaimFile = (api: ApiClient, claimId: string, file: File) =>
  unwrap(
    api.POST('/v3/claims/{id}/files', {
      params: { path: { id: claimId }, query: { file_name: file.name } },
      body: file as never,
      bodySerializer: (body: unknown) => body as BodyInit,
      headers: { 'content-type': 'application/octet-stream' },
    }),
  );

/**
 * Who reads the document: the account's people through their route, operations through theirs
 * (the customer's route refuses operations, and the operations route writes each read to the audit log).
 */
export type ClaimFileReader = 'customer' | 'operations';

const fetchClaimFile = (api: ApiClient, reader: ClaimFileReader, claimId: string, fileId: string) => {
  const params = { path: { id: claimId, fileId } };
  return reader === 'operations'
    ? api.GET('/v3/operations/claims/{id}/files/{fileId}', { params, parseAs: 'blob' })
    : api.GET('/v3/claims/{id}/files/{fileId}', { params, parseAs: 'blob' });
};

/** Fetches a document with the caller's credentials and hands it to the browser as a download. */
export async function downloadClaimFile(
  api: ApiClient,
  reader: ClaimFileReader,
  claimId: string,
  file: { id: string; file_name: string },
) {
  const blob = (await unwrap(fetchClaimFile(api, reader, claimId, file.id))) as unknown as Blob;
  saveFile(blob, file.file_name);
}
