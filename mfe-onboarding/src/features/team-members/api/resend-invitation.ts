import { unwrap, type ApiClient } from '@platform/api-client';
import type { Language } from '@platform/domain';
import { usePlatform, useMutation } from '@platform/remote-kit';

/** Mails a pending invitation again; the earlier link stops working. */
export const resendInvitation = (api: ApiClient, accountId: string, memberId: string, language: Language) =>
  unwrap(
    api.POST('/v3/accounts/{accountId}/members/{memberId}/resend-invitation', {
      params: { path: { accountId, memberId }, query: { language } },
    }),
  );

/** The resend; the list does not change (the invitation stays pending). */
export function useResendInvitation(accountId: string) {
  const { api, locale } = usePlatform();
  return useMutation({
    mutationFn: (memberId: string) => resendInvitation(api, accountId, memberId, locale.language),
  });
}
