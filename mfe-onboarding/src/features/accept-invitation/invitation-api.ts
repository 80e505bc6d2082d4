import { unwrap, type ApiClient } from '@platform/api-client';

/** Who an invitation is for, before accepting (GET /v3/invitations/{token}). */
export const getInvitation = (api: ApiClient, token: string) =>
  unwrap(api.GET('/v3/invitations/{token}', { params: { path: { token } } }));

/** Accepts; name and password only when the person has no password yet (POST /v3/invitations/accept). */
export const acceptInvitation = (api: ApiClient, answer: { token: string; name?: string; password?: string }) =>
  unwrap(api.POST('/v3/invitations/accept', { body: answer }));
