import { unwrap, type ApiClient } from '@platform/api-client';
import { queryOptions, usePlatform, useQuery } from '@platform/remote-kit';
import { CYBER_KEY } from '../../../lib/use-cyber-live';

/** The company profile the request is prefilled from (GET /v3/accounts/{accountId}/profile). */
export const getCompanyProfile = (api: ApiClient, accountId: string) =>
  unwrap(api.GET('/v3/accounts/{accountId}/profile', { params: { path: { accountId } } }));

export function useCompanyProfile(accountId: string | null) {
  const { api } = usePlatform();
  return useQuery({
    ...queryOptions({
      queryKey: [CYBER_KEY, 'profile', accountId],
      queryFn: () => getCompanyProfile(api, accountId!),
    }),
    enabled: Boolean(accountId),
  });
}
