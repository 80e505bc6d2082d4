import { bearerAuthorizer, createApiClient } from '@platform/api-client';
import { fillSessionFromMe } from './session-from-me';
import type { SessionStore } from '@platform/session';

/**
 * The real OpenID sign-in for a remote's standalone host page (`npm run dev -- <remote>
 * --standalone`), without the shell: authorization code + PKCE against the API's provider, which
 * the remote's dev server fronts on the page's own origin (`/oidc`, `/v3`), as the shell's does.
 * The API runs with `PUBLIC_URL` set to this page's origin, so the provider's issuer, redirect
 * address and login page are all here.
 *
 * Development only, so deliberately small: plain bearer tokens (no DPoP key), kept in this tab's
 * sessionStorage, renewed with the refresh token shortly before they expire.
 */

const TOKENS_KEY = 'platform.standalone.tokens';
const PENDING_KEY = 'platform.standalone.pending-sign-in';
const CLIENT_ID = 'web';
const SCOPE = 'openid profile email offline_access';
export const STANDALONE_REDIRECT_PATH = '/auth/auth-redirect';

interface Tokens {
  accessToken: string;
  refreshToken: string | null;
  /** Epoch milliseconds. */
  expiresAt: number;
}

interface PendingSignIn {
  state: string;
  verifier: string;
  returnTo: string;
}

interface ProviderMetadata {
  authorization_endpoint: string;
  token_endpoint: string;
}

const origin = () => window.location.origin;
const redirectUri = () => `${origin()}${STANDALONE_REDIRECT_PATH}`;

function randomText(bytes = 32): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

function base64Url(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

async function metadata(): Promise<ProviderMetadata> {
  const response = await fetch(`${origin()}/oidc/.well-known/openid-configuration`);
  if (!response.ok) throw new Error(`the OpenID provider did not answer (${response.status}); is the API running?`);
  return (await response.json()) as ProviderMetadata;
}

function readTokens(): Tokens | null {
  try {
    return JSON.parse(window.sessionStorage.getItem(TOKENS_KEY) ?? 'null') as Tokens | null;
  } catch {
    return null;
  }
}

function keepTokens(tokens: Tokens | null) {
  if (tokens) window.sessionStorage.setItem(TOKENS_KEY, JSON.stringify(tokens));
  else window.sessionStorage.removeItem(TOKENS_KEY);
}

async function requestTokens(body: Record<string, string>): Promise<Tokens> {
  const { token_endpoint } = await metadata();
  const response = await fetch(token_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: CLIENT_ID, ...body }),
  });
  const answer = (await response.json()) as {
    access_token?: string;
    refresh_token?: string;
    expires_in?: number;
    error?: string;
  };
  if (!response.ok || !answer.access_token)
    throw new Error(`token request refused: ${answer.error ?? response.status}`);
  return {
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token ?? null,
    expiresAt: Date.now() + (answer.expires_in ?? 0) * 1000,
  };
}

/** Leaves for the provider's sign-in; comes back to `returnTo` on this page. */
export async function startStandaloneSignIn(returnTo: string, language: string): Promise<void> {
  const { authorization_endpoint } = await metadata();
  const pending: PendingSignIn = { state: randomText(16), verifier: randomText(), returnTo };
  window.sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(pending.verifier));
  const query = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    redirect_uri: redirectUri(),
    scope: SCOPE,
    state: pending.state,
    code_challenge: base64Url(new Uint8Array(digest)),
    code_challenge_method: 'S256',
    ui_locales: language === 'pt' ? 'pt-BR' : language,
  });
  window.location.assign(`${authorization_endpoint}?${query}`);
}

/** On the redirect address: exchanges the code for tokens; answers where the user was headed. */
export async function completeStandaloneSignIn(search: string): Promise<string> {
  const params = new URLSearchParams(search);
  const pending = JSON.parse(window.sessionStorage.getItem(PENDING_KEY) ?? 'null') as PendingSignIn | null;
  window.sessionStorage.removeItem(PENDING_KEY);
  if (params.get('error')) throw new Error(`the provider refused the sign-in: ${params.get('error')}`);
  const code = params.get('code');
  if (!pending || !code || params.get('state') !== pending.state) throw new Error('no sign-in was started here');
  keepTokens(
    await requestTokens({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri(),
      code_verifier: pending.verifier,
    }),
  );
  return pending.returnTo;
}

/** A fresh access token from this tab's sign-in, renewed when close to expiry; null when signed out. */
export async function standaloneAccessToken(): Promise<string | null> {
  const tokens = readTokens();
  if (!tokens) return null;
  if (tokens.expiresAt - Date.now() > 30_000) return tokens.accessToken;
  if (!tokens.refreshToken) {
    keepTokens(null);
    return null;
  }
  try {
    const fresh = await requestTokens({ grant_type: 'refresh_token', refresh_token: tokens.refreshToken });
    keepTokens(fresh);
    return fresh.accessToken;
  } catch {
    keepTokens(null);
    return null;
  }
}

export function forgetStandaloneSignIn() {
  keepTokens(null);
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
