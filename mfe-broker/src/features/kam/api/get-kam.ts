import { unwrap, type ApiClient } from '@platform/api-client';
import { queryOptions, usePlatform, useQuery } from '@platform/remote-kit';

/** The brokerage's key account manager (GET /v3/broker/kams/{kamId}); another KAM's id is 404. */
export const getKam = (api: ApiClient, kamId: string) =>
  unwrap(api.GET('/v3/broker/kams/{kamId}', { params: { path: { kamId } } }));

export type Kam = Awaited<ReturnType<typeof getKam>>;

export const kamQuery = (api: ApiClient, kamId: string) =>
  queryOptions({ queryKey: ['kam', kamId], queryFn: () => getKam(api, kamId) });

export function useKam(kamId: string) {
  const { api } = usePlatform();
  return useQuery(kamQuery(api, kamId));
}
