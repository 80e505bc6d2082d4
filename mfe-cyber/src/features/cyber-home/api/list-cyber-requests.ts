import { unwrap, type ApiClient } from '@platform/api-client';
import { queryOptions, usePlatform, useQuery } from '@platform/remote-kit';
import { CYBER_KEY } from '../../../lib/use-cyber-live';

/** The account's assessment requests, newest first (GET /v3/cyber/requests). */
export const listCyberRequests = (api: ApiClient) => unwrap(api.GET('/v3/cyber/requests'));

export type CyberRequestView = Awaited<ReturnType<typeof listCyberRequests>>['items'][number];

export const listCyberRequestsQuery = (api: ApiClient) =>
  queryOptions({ queryKey: [CYBER_KEY, 'requests'], queryFn: () => listCyberRequests(api) });

export function useCyberRequests() {
  const { api } = usePlatform();
  return useQuery(listCyberRequestsQuery(api));
}
