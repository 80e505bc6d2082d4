/**
 * Google sign-in needs a sign-in attempt of the provider: the sign-up screens remember the wish
 * here, ask the shell to start sign-in, and the login screen (onboarding's, or the shell's slim
 * sign-in page) goes on to Google at once. Part of the contract: both sides read the same key.
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
