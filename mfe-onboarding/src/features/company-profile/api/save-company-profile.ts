import { unwrap, type ApiClient, type ApiPaths } from '@platform/api-client';
import { usePlatform, useMutation, useQueryClient } from '@platform/remote-kit';
import { companyProfileQuery, takeCurrentProfile } from './get-company-profile';

type ProfileChange = ApiPaths['/v3/accounts/{accountId}/profile']['put']['requestBody']['content']['application/json'];

/** Saves the profile; a stale `version` answers STALE_VERSION with the profile as it is now. */
export const saveCompanyProfile = (api: ApiClient, accountId: string, change: ProfileChange) =>
  unwrap(api.PUT('/v3/accounts/{accountId}/profile', { params: { path: { accountId } }, body: change }));

/**
 * The save. Its answer is the whole profile, and so is a STALE_VERSION refusal's `current`: the
 * cache takes either, so the screen shows (and sends) the version the server holds.
 */
export function useSaveCompanyProfile(accountId: string) {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ProfileChange) => saveCompanyProfile(api, accountId, change),
    onSuccess: (saved) => queryClient.setQueryData(companyProfileQuery(api, accountId).queryKey, saved),
    onError: (error) => takeCurrentProfile(queryClient, companyProfileQuery(api, accountId).queryKey, error),
  });
}
