import { unwrap, type ApiClient } from '@platform/api-client';
import { queryOptions, usePlatform, useQuery } from '@platform/remote-kit';

/** The brokerage's negotiated rate per product, the default and the bounds (GET .../commission-rates). */
export const getCommissionRates = (api: ApiClient, id: string) =>
  unwrap(api.GET('/v3/operations/brokers/{id}/commission-rates', { params: { path: { id } } }));

export const commissionRatesQuery = (api: ApiClient, id: string) =>
  queryOptions({ queryKey: ['ops-brokerage', id, 'commission-rates'], queryFn: () => getCommissionRates(api, id) });

export type CommissionRates = Awaited<ReturnType<typeof getCommissionRates>>;

export function useCommissionRates(id: string) {
  const { api } = usePlatform();
  return useQuery(commissionRatesQuery(api, id));
}
