import { unwrap, type ApiClient } from '@platform/api-client';
import type { Language } from '@platform/domain';

/** One invoice as a PDF, rendered by the API in the screen's language. */
export const downloadInvoice = (api: ApiClient, policyId: string, invoiceId: string, language: Language) =>
  unwrap(
    api.GET('/v3/policies/{id}/invoices/{invoiceId}/document.pdf', {
      params: { path: { id: policyId, invoiceId }, query: { language } },
      parseAs: 'blob',
    }) as Promise<{ data?: Blob; error?: unknown; response: Response }>,
  );
