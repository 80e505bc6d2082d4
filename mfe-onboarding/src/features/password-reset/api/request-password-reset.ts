import { unwrap, type ApiClient } from '@platform/api-client';
import type { Language } from '@platform/domain';

/** Mails a reset link (POST /v3/accounts/password-reset); the answer is the same for any e-mail. */
export const requestPasswordReset = (api: ApiClient, email: string, language: Language) =>
  unwrap(api.POST('/v3/accounts/password-reset', { body: { email, language } }));
