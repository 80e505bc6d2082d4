import { unwrap, type ApiClient } from '@platform/api-client';
import type { Language } from '@platform/domain';

/** Invites a team member; the mail is written in `language` (POST /v3/accounts/{accountId}/invitations). */
export const inviteMember = (
  api: ApiClient,
  accountId: string,
  invitation: { name: string; email: string; language: Language },
) => unwrap(api.POST('/v3/accounts/{accountId}/invitations', { params: { path: { accountId } }, body: invitation }));
