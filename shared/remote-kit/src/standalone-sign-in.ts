import { bearerAuthorizer, createApiClient } from '@platform/api-client';
import { fillSessionFromMe } from './session-from-me';
import type { SessionStore } from '@platform/session';
import type { UserManager } from 'oidc-client-ts';

/**
 * The real OpenID sign-in for a remote's standalone host page (`npm run dev -- <remote>
 * --standalone`), without the shell: authorization code + PKCE through oidc-client-ts, the library
 * the shell signs in with, against the API's provider, which the remote's dev server fronts on the
 * page's own origin (`/oidc`, `/v3`). The API runs with `PUBLIC_URL` set to this page's origin, so
 * the provider's issuer, redirect address and login page are all here.
 *
 * Development only: plain bearer tokens (no DPoP key, unlike the shell), kept in this tab's
 * sessionStorage, renewed with the refresh token shortly before they expire.
 */

const CLIENT_ID = 'web';
const SCOPE = 'openid profile email offline_access';
export const STANDALONE_REDIRECT_PATH = '/auth/auth-redirect';
/** Renew when the access token has less than this left. */
const RENEW_BEFORE_SECONDS = 30;

const origin = () => window.location.origin;
export const standaloneAuthority = () => `${origin()}/oidc`;

let manager: Promise<UserManager> | null = null;
// Loaded on first use: a remote's production bundle never carries the library.
const userManager = () =>
  (manager ??= import('oidc-client-ts').then(
    ({ UserManager, WebStorageStateStore }) =>
      new UserManager({
        authority: standaloneAuthority(),
        client_id: CLIENT_ID,
        redirect_uri: `${origin()}${STANDALONE_REDIRECT_PATH}`,
        response_type: 'code',
        scope: SCOPE,
        automaticSilentRenew: false,
        userStore: new WebStorageStateStore({ store: window.sessionStorage }),
        stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
      }),
  ));

/** Leaves for the provider's sign-in (the promise ends only with the page); comes back to `returnTo` on this page. */
export async function startStandaloneSignIn(returnTo: string, language: string): Promise<void> {
  await (
    await userManager()
  ).signinRedirect({ state: { returnTo }, ui_locales: language === 'pt' ? 'pt-BR' : language });
}

/** On the redirect address: exchanges the code for tokens; answers where the user was headed. */
export async function completeStandaloneSignIn(search: string): Promise<string> {
  const user = await (await userManager()).signinRedirectCallback(`${origin()}${STANDALONE_REDIRECT_PATH}${search}`);
  return (user.state as { returnTo?: string } | undefined)?.returnTo ?? '/';
}

/** A fresh access token from this tab's sign-in, renewed when close to expiry; null when signed out. */
export async function standaloneAccessToken(): Promise<string | null> {
  const users = await userManager();
  const user = await users.getUser();
  if (!user) return null;
  if ((user.expires_in ?? 0) > RENEW_BEFORE_SECONDS) return user.access_token;
  try {
    // With a refresh token kept, the library renews through the token endpoint (no iframe).
    return (await users.signinSilent())?.access_token ?? null;
  } catch {
    await users.removeUser();
    return null;
  }
}

export async function forgetStandaloneSignIn(): Promise<void> {
  await (await userManager()).removeUser();
}

/** Sends the provider's login interaction on: e-mail and password, as the product's login screen does. */
export async function submitStandaloneLogin(interaction: string, email: string, password: string): Promise<void> {
  const response = await fetch(`${origin()}/v3/auth/interactions/${encodeURIComponent(interaction)}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    credentials: 'include',
    body: JSON.stringify({ email, password }),
  });
  const answer = (await response.json()) as { redirectTo?: string; code?: string };
  if (!response.ok || !answer.redirectTo) throw new Error(answer.code ?? `login refused (${response.status})`);
  window.location.assign(answer.redirectTo);
}

/** Fills the session from `GET /v3/me`, as the shell does after its sign-in (shell/src/auth/load-me.ts). */
export async function fillStandaloneSession(session: SessionStore, token: string): Promise<void> {
  const api = createApiClient({ baseUrl: origin(), authorize: bearerAuthorizer(() => token) });
  await fillSessionFromMe(session, token, api);
}
