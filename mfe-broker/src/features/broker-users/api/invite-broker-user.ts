import { unwrap, type ApiClient } from '@platform/api-client';
import type { Language } from '@platform/domain';
import { usePlatform, useMutation, useQueryClient } from '@platform/remote-kit';
import { brokerUsersKey } from './list-broker-users';

interface Invitation {
  name: string;
  email: string;
  language: Language;
}

/** Invites a colleague; the mail is written in `language` (POST /v3/broker/users). */
export const inviteBrokerUser = (api: ApiClient, body: Invitation) => unwrap(api.POST('/v3/broker/users', { body }));

/** The invitation, after which the list (with the new pending row) is read again. */
export function useInviteBrokerUser() {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitation: Invitation) => inviteBrokerUser(api, invitation),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: brokerUsersKey }),
  });
}
