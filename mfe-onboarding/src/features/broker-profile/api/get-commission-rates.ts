import { unwrap, type ApiClient } from '@platform/api-client';
import { queryOptions, usePlatform, useQuery } from '@platform/remote-kit';

/** The commission rate per product operations negotiated with the caller's brokerage (GET /v3/broker/commission-rates). */
export const getCommissionRates = (api: ApiClient) => unwrap(api.GET('/v3/broker/commission-rates'));

export const commissionRatesQuery = (api: ApiClient) =>
  queryOptions({ queryKey: ['broker-commission-rates'], queryFn: () => getCommissionRates(api) });

export function useCommissionRates() {
  const { api } = usePlatform();
  return useQuery(commissionRatesQuery(api));
}
