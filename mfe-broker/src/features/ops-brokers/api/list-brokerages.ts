import { unwrap, type ApiClient } from '@platform/api-client';
import type { BrokerStatus } from '@platform/domain';
import { queryOptions, usePlatform, useQuery } from '@platform/remote-kit';

/** The brokerages in one status (GET /v3/operations/brokers?status=): the approval queue, the approved. */
export const listBrokerages = (api: ApiClient, status: BrokerStatus) =>
  unwrap(api.GET('/v3/operations/brokers', { params: { query: { status } } }));

/** Keyed under `ops-brokers`, which a decision on a brokerage invalidates. */
export const brokeragesQuery = (api: ApiClient, status: BrokerStatus) =>
  queryOptions({ queryKey: ['ops-brokers', status], queryFn: () => listBrokerages(api, status) });

export function useBrokerages(status: BrokerStatus) {
  const { api } = usePlatform();
  return useQuery(brokeragesQuery(api, status));
}
