import { unwrap, type ApiClient } from '@platform/api-client';
import { usePlatform, useMutation } from '@platform/remote-kit';

type Answer = { token: string; name?: string; password?: string };

/** Accepts; name and password only when the person has no password yet (POST /v3/invitations/accept). */
export const acceptInvitation = (api: ApiClient, answer: Answer) =>
  unwrap(api.POST('/v3/invitations/accept', { body: answer }));

/** The acceptance; the link then works no more, and the screen moves on to sign-in (nothing cached to refresh). */
export function useAcceptInvitation() {
  const { api } = usePlatform();
  return useMutation({ mutationFn: (answer: Answer) => acceptInvitation(api, answer) });
}
