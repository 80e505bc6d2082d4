import { unwrap, type ApiClient } from '@platform/api-client';
import { usePlatform, useQuery } from '@platform/remote-kit';

/**
 * The invoice's Pix and boleto charge (PUT /v3/policies/{id}/invoices/{invoiceId}/charge). A PUT
 * because the provider makes it on the first look, but idempotent: every look answers the same
 * charge, so it is read like any query (loading, the catalogue's refusal, retry).
 */
export const openInvoiceCharge = (api: ApiClient, policyId: string, invoiceId: string) =>
  unwrap(api.PUT('/v3/policies/{id}/invoices/{invoiceId}/charge', { params: { path: { id: policyId, invoiceId } } }));

export type InvoiceCharge = Awaited<ReturnType<typeof openInvoiceCharge>>;

export function useInvoiceCharge(policyId: string, invoiceId: string) {
  const { api } = usePlatform();
  return useQuery({
    queryKey: ['invoice-charge', invoiceId],
    queryFn: () => openInvoiceCharge(api, policyId, invoiceId),
    staleTime: Infinity,
    retry: false,
  });
}
