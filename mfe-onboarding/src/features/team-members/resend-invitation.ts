import { unwrap, type ApiClient } from '@platform/api-client';
import type { Language } from '@platform/domain';

/** Mails a pending invitation again; the earlier link stops working. */
export const resendInvitation = (api: ApiClient, accountId: string, memberId: string, language: Language) =>
  unwrap(
    api.POST('/v3/accounts/{accountId}/members/{memberId}/resend-invitation', {
      params: { path: { accountId, memberId }, query: { language } },
    }),
  );
