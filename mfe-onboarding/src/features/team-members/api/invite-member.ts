import { unwrap, type ApiClient } from '@platform/api-client';
import type { Language } from '@platform/domain';
import { usePlatform, useMutation, useQueryClient } from '@platform/remote-kit';
import { membersKey } from './list-members';

interface Invitation {
  name: string;
  email: string;
  language: Language;
}

/** Invites a team member; the mail is written in `language` (POST /v3/accounts/{accountId}/invitations). */
export const inviteMember = (api: ApiClient, accountId: string, invitation: Invitation) =>
  unwrap(api.POST('/v3/accounts/{accountId}/invitations', { params: { path: { accountId } }, body: invitation }));

/** The invitation, after which the team list (with the new pending row) is read again. */
export function useInviteMember(accountId: string) {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitation: Invitation) => inviteMember(api, accountId, invitation),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersKey(accountId) }),
  });
}
