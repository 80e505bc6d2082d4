import { unwrap, type ApiClient } from '@platform/api-client';
import { usePlatform, useMutation, useQueryClient } from '@platform/remote-kit';
import { companyProfileQuery, takeCurrentProfile } from './get-company-profile';

/** Sets or clears (empty) the billing e-mail; a stale `version` (billing_email_version) answers STALE_VERSION. */
export const saveBillingEmail = (api: ApiClient, accountId: string, billingEmail: string, version: number) =>
  unwrap(
    api.PUT('/v3/accounts/{accountId}/billing-email', {
      params: { path: { accountId } },
      body: { billing_email: billingEmail, version },
    }),
  );

/** The save; like the profile's, its answer or its conflict's `current` goes into the cache. */
export function useSaveBillingEmail(accountId: string) {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ email, version }: { email: string; version: number }) =>
      saveBillingEmail(api, accountId, email, version),
    onSuccess: (saved) => queryClient.setQueryData(companyProfileQuery(api, accountId).queryKey, saved),
    onError: (error) => takeCurrentProfile(queryClient, companyProfileQuery(api, accountId).queryKey, error),
  });
}
