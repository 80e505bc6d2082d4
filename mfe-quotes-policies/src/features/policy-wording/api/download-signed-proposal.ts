import { unwrap, type ApiClient } from '@platform/api-client';

/** The proposal the legal signatory signed, with its evidence page (GET /v3/checkouts/{id}/signed-document). */
export const downloadSignedProposal = (api: ApiClient, checkoutId: string) =>
  unwrap(
    api.GET('/v3/checkouts/{id}/signed-document', {
      params: { path: { id: checkoutId } },
      parseAs: 'blob',
    }) as Promise<{ data?: Blob; error?: unknown; response: Response }>,
  );
