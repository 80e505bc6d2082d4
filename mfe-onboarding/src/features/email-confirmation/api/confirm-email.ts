import { unwrap, type ApiClient } from '@platform/api-client';

/** Confirms the e-mail with the mailed link's token (POST /v3/accounts/email-confirmation). */
export const confirmEmail = (api: ApiClient, token: string) =>
  unwrap(api.POST('/v3/accounts/email-confirmation', { body: { token } }));
