import { unwrap, type ApiClient } from '@platform/api-client';
import { queryOptions, usePlatform, useQuery } from '@platform/remote-kit';

/** Who an invitation is for, before accepting (GET /v3/invitations/{token}). */
export const getInvitation = (api: ApiClient, token: string) =>
  unwrap(api.GET('/v3/invitations/{token}', { params: { path: { token } } }));

export type InvitationPreview = Awaited<ReturnType<typeof getInvitation>>;

export const invitationQuery = (api: ApiClient, token: string) =>
  queryOptions({ queryKey: ['invitation', token], queryFn: () => getInvitation(api, token), enabled: !!token });

export function useInvitation(token: string) {
  const { api } = usePlatform();
  return useQuery(invitationQuery(api, token));
}
