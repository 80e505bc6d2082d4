import { unwrap, type ApiClient } from '@platform/api-client';
import { queryOptions, usePlatform, useQuery } from '@platform/remote-kit';

/** One brokerage as operations read it (GET /v3/operations/brokers/{id}). */
export const getBrokerage = (api: ApiClient, id: string) =>
  unwrap(api.GET('/v3/operations/brokers/{id}', { params: { path: { id } } }));

export const brokerageQuery = (api: ApiClient, id: string) =>
  queryOptions({ queryKey: ['ops-brokerage', id], queryFn: () => getBrokerage(api, id) });

export function useBrokerage(id: string) {
  const { api } = usePlatform();
  return useQuery(brokerageQuery(api, id));
}

export type OpsBrokerage = Awaited<ReturnType<typeof getBrokerage>>;
