import { unwrap, type ApiClient } from '@platform/api-client';
import { queryOptions, usePlatform, useQuery } from '@platform/remote-kit';
import { CYBER_KEY } from '../../../lib/use-cyber-live';

/** Every assessment request, for operations (GET /v3/operations/cyber/requests). */
export const listOperationsRequests = (api: ApiClient) => unwrap(api.GET('/v3/operations/cyber/requests'));

export function useOperationsRequests() {
  const { api } = usePlatform();
  return useQuery(
    queryOptions({ queryKey: [CYBER_KEY, 'ops', 'requests'], queryFn: () => listOperationsRequests(api) }),
  );
}
