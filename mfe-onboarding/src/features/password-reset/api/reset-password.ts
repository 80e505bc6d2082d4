import { unwrap, type ApiClient } from '@platform/api-client';

/** Sets the new password with the mailed link's token; a used or expired one answers LINK_INVALID. */
export const resetPassword = (api: ApiClient, token: string, password: string) =>
  unwrap(api.POST('/v3/accounts/password-reset/confirm', { body: { token, password } }));
