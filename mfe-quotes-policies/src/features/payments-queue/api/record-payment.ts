import { unwrap, type ApiClient, type paths } from '@platform/api-client';
import { usePlatform, useMutation, useQueryClient } from '@platform/remote-kit';

export type RecordPaymentBody =
  paths['/v3/operations/invoices/{id}/payment']['post']['requestBody']['content']['application/json'];

/**
 * Records a payment received (POST /v3/operations/invoices/{id}/payment) at the version read;
 * instalments in order. The invoice's version names the record (Idempotency-Key): sent again after
 * an answer was lost, it answers the paid invoice instead of 409.
 */
export const recordPayment = (api: ApiClient, id: string, body: RecordPaymentBody) =>
  unwrap(
    api.POST('/v3/operations/invoices/{id}/payment', {
      params: { path: { id }, header: { 'idempotency-key': `${id}:${body.version}` } },
      body,
    }),
  );

export function useRecordPayment(id: string) {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordPaymentBody) => recordPayment(api, id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['payments'] }),
  });
}
