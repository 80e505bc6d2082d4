import { unwrap, type ApiClient, type ApiPaths } from '@platform/api-client';
import type { Language } from '@platform/domain';

/** The body of POST /v3/accounts/sign-up, as the API's schema declares it. */
export type SignUpRequest = ApiPaths['/v3/accounts/sign-up']['post']['requestBody']['content']['application/json'];

/** Whether "Continue with Google" is offered on the public account screens. */
export const getSignUpOptions = (api: ApiClient) => unwrap(api.GET('/v3/accounts/sign-up/options'));

export const signUp = (api: ApiClient, body: SignUpRequest) => unwrap(api.POST('/v3/accounts/sign-up', { body }));

export const confirmEmail = (api: ApiClient, token: string) =>
  unwrap(api.POST('/v3/accounts/email-confirmation', { body: { token } }));

export const resendConfirmation = (api: ApiClient, email: string, language: Language) =>
  unwrap(api.POST('/v3/accounts/email-confirmation/resend', { body: { email, language } }));

export const requestPasswordReset = (api: ApiClient, email: string, language: Language) =>
  unwrap(api.POST('/v3/accounts/password-reset', { body: { email, language } }));

export const resetPassword = (api: ApiClient, token: string, password: string) =>
  unwrap(api.POST('/v3/accounts/password-reset/confirm', { body: { token, password } }));

/**
 * Google sign-in needs a sign-in attempt of the provider: the sign-up screens remember the wish
 * here, ask the shell to start sign-in, and the login screen goes on to Google at once.
 */
const GOOGLE_WISH = 'onboarding.continueWithGoogle';
export const rememberGoogleWish = () => sessionStorage.setItem(GOOGLE_WISH, '1');
export const takeGoogleWish = (): boolean => {
  const wished = sessionStorage.getItem(GOOGLE_WISH) === '1';
  sessionStorage.removeItem(GOOGLE_WISH);
  return wished;
};

/** A navigation (not a fetch): the API answers with a redirect to Google. */
export const googleSignInUrl = (uid: string) => `/v3/auth/interactions/${encodeURIComponent(uid)}/google`;
