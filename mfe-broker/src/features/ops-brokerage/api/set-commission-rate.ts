import { unwrap, type ApiClient } from '@platform/api-client';
import type { Product } from '@platform/domain';
import { useMutation, usePlatform, useQueryClient } from '@platform/remote-kit';
import { commissionRatesQuery } from './get-commission-rates';

export interface CommissionRateUpdate {
  product: Product;
  rate: number;
  version: number;
}

/** Records one product's rate at the version it was read with (PUT .../commission-rates; stale: 409). */
export const setCommissionRate = (api: ApiClient, id: string, body: CommissionRateUpdate) =>
  unwrap(api.PUT('/v3/operations/brokers/{id}/commission-rates', { params: { path: { id } }, body }));

/** Saved or refused (a stale version), the rates are read again: the next save carries the version as it is. */
export function useSetCommissionRate(id: string) {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CommissionRateUpdate) => setCommissionRate(api, id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: commissionRatesQuery(api, id).queryKey }),
  });
}
