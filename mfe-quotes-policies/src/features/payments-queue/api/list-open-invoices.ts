import { unwrap, type ApiClient } from '@platform/api-client';
import { usePlatform, useQuery } from '@platform/remote-kit';

export type InvoiceFilter = { status?: 'PENDING' | 'LATE' };

/** Every open invoice, the earliest due first (GET /v3/operations/invoices; operations only). */
export const listOpenInvoices = (api: ApiClient, filter: InvoiceFilter) =>
  unwrap(api.GET('/v3/operations/invoices', { params: { query: filter } }));

export type OpenInvoice = Awaited<ReturnType<typeof listOpenInvoices>>['items'][number];

/** Keyed `payments`: a payments live update (any policy) refetches the queue. */
export function useOpenInvoices(filter: InvoiceFilter) {
  const { api } = usePlatform();
  return useQuery({ queryKey: ['payments', 'open-invoices', filter], queryFn: () => listOpenInvoices(api, filter) });
}
