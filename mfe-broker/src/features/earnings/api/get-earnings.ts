import { unwrap, type ApiClient } from '@platform/api-client';
import { usePlatform, useQuery } from '@platform/remote-kit';

/** Commission per policy and instalment, by month, with the totals (GET /v3/broker/earnings). */
export const getEarnings = (api: ApiClient) => unwrap(api.GET('/v3/broker/earnings'));

export type Earnings = Awaited<ReturnType<typeof getEarnings>>;

/** Keyed `earnings`: sending a note or a statement's change refetches it. */
export function useEarnings() {
  const { api } = usePlatform();
  return useQuery({ queryKey: ['earnings', 'summary'], queryFn: () => getEarnings(api) });
}
