import { ApiRequestError, unwrap, type ApiClient } from '@platform/api-client';
import { queryOptions, usePlatform, useQuery, type QueryClient, type QueryKey } from '@platform/remote-kit';

/** The company profile and billing e-mail of an account (GET /v3/accounts/{accountId}/profile). */
export const getCompanyProfile = (api: ApiClient, accountId: string) =>
  unwrap(api.GET('/v3/accounts/{accountId}/profile', { params: { path: { accountId } } }));

export type CompanyProfile = Awaited<ReturnType<typeof getCompanyProfile>>;

export const companyProfileQuery = (api: ApiClient, accountId: string) =>
  queryOptions({ queryKey: ['profile', accountId], queryFn: () => getCompanyProfile(api, accountId) });

export function useCompanyProfile(accountId: string) {
  const { api } = usePlatform();
  return useQuery(companyProfileQuery(api, accountId));
}

/** A STALE_VERSION refusal carries the profile as it is now: the cache takes it. */
export function takeCurrentProfile(queryClient: QueryClient, queryKey: QueryKey, error: unknown) {
  if (error instanceof ApiRequestError && error.code === 'STALE_VERSION' && error.current)
    queryClient.setQueryData(queryKey, error.current as CompanyProfile);
}
