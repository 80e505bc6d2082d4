import { unwrap, type ApiClient } from '@platform/api-client';
import type { BrokerFileKind } from '@platform/domain';

/**
 * Uploads one document as the raw request body: the API reads its type from its bytes. The step
 * keeps the list of stored files itself, so there is no cache to update.
 */
export const uploadBrokerFile = (api: ApiClient, kind: BrokerFileKind, file: File) =>
  unwrap(
    api.POST('/v3/broker/registration/files', {
      params: { query: { kind, file_name: file.name } },
      body: file as never,
      bodySerializer: (body: unknown) => body as BodyInit,
      headers: { 'content-type': 'application/octet-stream' },
    }),
  );
