import { unwrap, type ApiClient } from '@platform/api-client';
import { usePlatform, useQuery } from '@platform/remote-kit';

/** A policy's invoices, one per instalment (GET /v3/policies/{id}/invoices). */
export const listPolicyInvoices = (api: ApiClient, id: string) =>
  unwrap(api.GET('/v3/policies/{id}/invoices', { params: { path: { id } } }));

export type PolicyInvoice = Awaited<ReturnType<typeof listPolicyInvoices>>['items'][number];

/** Keyed by the policy id too: a `payments` live update about the policy refetches it (and the policy). */
export function usePolicyInvoices(id: string) {
  const { api } = usePlatform();
  return useQuery({ queryKey: ['invoices', 'payments', id], queryFn: () => listPolicyInvoices(api, id) });
}
