// The shell's sign-in, step by step over HTTP, as the browser does it with oidc-client-ts:
// authorize (code + PKCE S256, client `web`, the shell's scope and redirect_uri, no resource, no
// prompt) -> 303 to the product's login screen -> POST /v3/auth/interactions/{uid}/login ->
// follow redirectTo with the provider's cookies -> code at redirect_uri -> POST /oidc/token.
import { createHash, randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { TestApp } from './app';
import type { DpopKey } from './dpop';

export const DEMO_PASSWORD = 'Demo!2026';
export const CLIENT_ID = 'web';
export const SCOPE = 'openid profile email offline_access';

export interface Tokens {
  access_token: string;
  id_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
  scope: string;
}

/** The browser's cookies for the provider: name, value and path (all on one host). */
export class CookieJar {
  private readonly cookies = new Map<string, { value: string; path: string }>();

  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const pathAttribute = attributes.find((attribute) => attribute.toLowerCase().startsWith('path='));
      const expired =
        attributes.some(
          (attribute) => /^expires=/i.test(attribute) && new Date(attribute.slice(8)).getTime() <= Date.now(),
        ) || attributes.some((a) => /^max-age=0$/i.test(a));
      const key = `${name}|${pathAttribute?.slice(5) ?? '/'}`;
      if (expired || value === '') this.cookies.delete(key);
      else this.cookies.set(key, { value, path: pathAttribute?.slice(5) ?? '/' });
    }
  }

  header(urlPath: string): string {
    return [...this.cookies.entries()]
      .filter(([, cookie]) => urlPath.startsWith(cookie.path))
      .map(([key, cookie]) => `${key.split('|')[0]}=${cookie.value}`)
      .join('; ');
  }
}

/** A browser tab: cookies plus fetch through the shell's proxy. */
export class Browser {
  readonly jar = new CookieJar();

  constructor(private readonly api: TestApp) {}

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookie = this.jar.header(new URL(url, this.api.config.publicUrl).pathname);
    if (cookie) headers.set('cookie', cookie);
    const response = await this.api.fetch(url, { ...init, headers });
    this.jar.store(response);
    return response;
  }
}

export const pkcePair = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

export const redirectUri = (api: TestApp) => `${api.config.publicUrl}/auth/auth-redirect`;

/** Starts sign-in; answers the interaction uid the login screen receives, and what the rest needs. */
export async function startAuthorization(api: TestApp, browser = new Browser(api)) {
  const pkce = pkcePair();
  const state = randomBytes(16).toString('base64url');
  const query = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: redirectUri(api),
    response_type: 'code',
    scope: SCOPE,
    state,
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
    response_mode: 'query',
  });
  const response = await browser.fetch(`/oidc/auth?${query}`);
  expect(response.status, await peek(response)).toBe(303);
  const location = new URL(response.headers.get('location')!, api.config.publicUrl);
  expect(`${location.origin}${location.pathname}`).toBe(`${api.config.publicUrl}/auth/login`);
  const uid = location.searchParams.get('interaction');
  expect(uid).toBeTruthy();
  return { browser, uid: uid!, pkce, state };
}

/** What the login screen sends. */
export const submitLogin = (
  api: TestApp,
  uid: string,
  email: string,
  password: string,
  headers: Record<string, string> = {},
) =>
  api.fetch(`/v3/auth/interactions/${uid}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email, password }),
  });

async function peek(response: Response) {
  return `${response.status} ${response.headers.get('location') ?? ''} ${await response.clone().text()}`;
}

/** Follows the provider's redirects (with the browser's cookies) until the code reaches redirect_uri. */
async function followToRedirectUri(api: TestApp, browser: Browser, start: string): Promise<URL> {
  let url = start;
  for (let hop = 0; hop < 10; hop += 1) {
    const absolute = new URL(url, api.config.publicUrl);
    if (absolute.href.startsWith(redirectUri(api))) return absolute;
    const response = await browser.fetch(absolute.href);
    if (response.status < 300 || response.status >= 400)
      throw new Error(`sign-in stopped at ${absolute.href}: ${await peek(response)}`);
    url = response.headers.get('location')!;
  }
  throw new Error('too many redirects');
}

/** The token endpoint; with a DPoP key, the request carries a proof and the tokens are bound to that key. */
export const tokenRequest = async (api: TestApp, params: Record<string, string>, dpop?: DpopKey) =>
  api.fetch('/oidc/token', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: api.config.publicUrl,
      ...(dpop ? { dpop: await dpop.proof('POST', `${api.config.publicUrl}/oidc/token`) } : {}),
    },
    body: new URLSearchParams({ client_id: CLIENT_ID, ...params }),
  });

/**
 * The whole sign-in; answers the tokens oidc-client-ts would hold, and the browser (for logout).
 * With `dpop`, the shell's way: the token request carries a proof, so the tokens are DPoP-bound.
 */
export async function signIn(
  api: TestApp,
  email: string,
  password = DEMO_PASSWORD,
  options: { dpop?: DpopKey } = {},
): Promise<Tokens & { browser: Browser }> {
  const { browser, uid, pkce, state } = await startAuthorization(api);
  const info = await api.fetch(`/v3/auth/interactions/${uid}`);
  expect(info.status, await peek(info)).toBe(200);
  const login = await submitLogin(api, uid, email, password);
  expect(login.status, await peek(login)).toBe(200);
  const { redirectTo } = (await login.json()) as { redirectTo: string };
  const callback = await followToRedirectUri(api, browser, redirectTo);
  expect(callback.searchParams.get('error'), callback.href).toBeNull();
  expect(callback.searchParams.get('state')).toBe(state);
  const code = callback.searchParams.get('code');
  expect(code).toBeTruthy();
  const response = await tokenRequest(
    api,
    { grant_type: 'authorization_code', code: code!, redirect_uri: redirectUri(api), code_verifier: pkce.verifier },
    options.dpop,
  );
  expect(response.status, await peek(response)).toBe(200);
  return { ...((await response.json()) as Tokens), browser };
}

/** What the app's API client sends. */
export const apiGet = (api: TestApp, path: string, token?: string, headers: Record<string, string> = {}) =>
  api.fetch(path, { headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } });

/** What the shell's API client sends with a DPoP-bound token: the token and a fresh proof for this call. */
export const dpopFetch = async (api: TestApp, path: string, token: string, dpop: DpopKey, init: RequestInit = {}) => {
  const method = init.method ?? 'GET';
  const headers = new Headers(init.headers);
  headers.set('authorization', `DPoP ${token}`);
  headers.set('dpop', await dpop.proof(method, `${api.config.publicUrl}${path}`, { accessToken: token }));
  return api.fetch(path, { ...init, method, headers });
};

/** A response body for assertions: tests check shapes with expect(), not with types. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions read arbitrary JSON
export const bodyOf = async (response: Response): Promise<any> => response.json();
