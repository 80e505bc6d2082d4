import { unwrap, type ApiClient } from '@platform/api-client';
import type { Language } from '@platform/domain';
import { usePlatform, useMutation } from '@platform/remote-kit';

/** Mails a pending invitation again; the earlier link stops working. */
export const resendBrokerInvitation = (api: ApiClient, brokerUserId: string, language: Language) =>
  unwrap(
    api.POST('/v3/broker/users/{brokerUserId}/resend-invitation', {
      params: { path: { brokerUserId }, query: { language } },
    }),
  );

/** The resend; the list does not change (the invitation stays pending). */
export function useResendBrokerInvitation() {
  const { api, locale } = usePlatform();
  return useMutation({
    mutationFn: (brokerUserId: string) => resendBrokerInvitation(api, brokerUserId, locale.language),
  });
}
