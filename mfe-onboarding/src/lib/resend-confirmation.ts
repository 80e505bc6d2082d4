import { unwrap, type ApiClient } from '@platform/api-client';
import type { Language } from '@platform/domain';

/** Mails the confirmation link again; the answer does not say whether the e-mail has an account. */
export const resendConfirmation = (api: ApiClient, email: string, language: Language) =>
  unwrap(api.POST('/v3/accounts/email-confirmation/resend', { body: { email, language } }));
