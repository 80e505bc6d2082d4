import { unwrap, type ApiClient, type paths } from '@platform/api-client';
import { usePlatform, useMutation, useQueryClient } from '@platform/remote-kit';

export type RecordPaymentBody =
  paths['/v3/operations/invoices/{id}/payment']['post']['requestBody']['content']['application/json'];

/** Records a payment received (POST /v3/operations/invoices/{id}/payment) at the version read; instalments in order. */
export const recordPayment = (api: ApiClient, id: string, body: RecordPaymentBody) =>
  unwrap(api.POST('/v3/operations/invoices/{id}/payment', { params: { path: { id } }, body }));

export function useRecordPayment(id: string) {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordPaymentBody) => recordPayment(api, id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['payments'] }),
  });
}
