import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  completeStandaloneSignIn,
  standaloneAccessToken,
  standaloneAuthority,
  startStandaloneSignIn,
  STANDALONE_REDIRECT_PATH,
} from './standalone-sign-in';

const AUTHORITY = standaloneAuthority();
const METADATA = {
  issuer: AUTHORITY,
  authorization_endpoint: `${AUTHORITY}/auth`,
  token_endpoint: `${AUTHORITY}/token`,
};
const USER_KEY = `oidc.user:${AUTHORITY}:web`;

function answer(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
const base64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
/** An ID token as the provider issues it (the library reads its claims; the API checks signatures). */
const idToken = (nonce?: string) =>
  ['{"alg":"none"}', JSON.stringify({ iss: AUTHORITY, aud: 'web', sub: 'user-1', nonce, iat: 1, exp: 4e9 })]
    .map((part) => base64Url(new TextEncoder().encode(part)))
    .join('.') + '.';

let assigned: string[];
let tokenRequests: URLSearchParams[];
let tokenAnswer: (body: URLSearchParams) => Response;

beforeEach(() => {
  window.sessionStorage.clear();
  assigned = [];
  tokenRequests = [];
  vi.spyOn(window.location, 'assign').mockImplementation((url: string | URL) => void assigned.push(String(url)));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.endsWith('/.well-known/openid-configuration')) return answer(METADATA);
      if (url === METADATA.token_endpoint) {
        const body = new URLSearchParams(String(init?.body));
        tokenRequests.push(body);
        return tokenAnswer(body);
      }
      throw new Error(`unexpected fetch ${url}`);
    }),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function startedSignIn(returnTo = '/dashboard/claims/home') {
  // The library's promise only ends when the page has left for the provider: watch it leave.
  void startStandaloneSignIn(returnTo, 'pt');
  await vi.waitFor(() => expect(assigned).toHaveLength(1));
  return new URL(assigned[0]!);
}

describe('standalone sign-in (oidc-client-ts, code + PKCE against the API provider)', () => {
  it('leaves for the provider with a S256 challenge, a state and this page as redirect', async () => {
    const url = await startedSignIn();
    expect(`${url.origin}${url.pathname}`).toBe(METADATA.authorization_endpoint);
    expect(url.searchParams.get('client_id')).toBe('web');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('redirect_uri')).toBe(`${window.location.origin}${STANDALONE_REDIRECT_PATH}`);
    expect(url.searchParams.get('ui_locales')).toBe('pt-BR');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
  });

  it('exchanges the code with the verifier and comes back to where the user was headed', async () => {
    const url = await startedSignIn('/dashboard/claims/home?tab=open');
    const state = url.searchParams.get('state')!;
    const nonce = url.searchParams.get('nonce') ?? undefined;
    tokenAnswer = () =>
      answer({
        access_token: 'a.b.c',
        refresh_token: 'r1',
        expires_in: 600,
        token_type: 'Bearer',
        id_token: idToken(nonce),
      });
    const returnTo = await completeStandaloneSignIn(`?code=the-code&state=${state}`);
    expect(returnTo).toBe('/dashboard/claims/home?tab=open');
    expect(tokenRequests[0]!.get('grant_type')).toBe('authorization_code');
    expect(tokenRequests[0]!.get('code')).toBe('the-code');
    expect(tokenRequests[0]!.get('code_verifier')).toMatch(/^[\w-]{40,}$/);
    expect(await standaloneAccessToken()).toBe('a.b.c');
  });

  it('refuses a redirect whose state is not the one it sent', async () => {
    await startedSignIn();
    await expect(completeStandaloneSignIn('?code=the-code&state=forged')).rejects.toThrow();
    expect(tokenRequests).toEqual([]);
    expect(await standaloneAccessToken()).toBeNull();
  });

  it('renews an access token close to expiry with the refresh token, and forgets a refused one', async () => {
    const keep = (refresh_token: string, secondsLeft: number) =>
      window.sessionStorage.setItem(
        USER_KEY,
        JSON.stringify({
          access_token: 'old',
          refresh_token,
          token_type: 'Bearer',
          scope: 'openid profile email offline_access',
          profile: { sub: 'user-1', iss: AUTHORITY, aud: 'web', exp: 4e9, iat: 1 },
          expires_at: Math.floor(Date.now() / 1000) + secondsLeft,
        }),
      );
    tokenAnswer = (body) =>
      body.get('refresh_token') === 'r1'
        ? answer({ access_token: 'new', refresh_token: 'r2', expires_in: 600, token_type: 'Bearer' })
        : answer({ error: 'invalid_grant' }, 400);
    keep('r1', 600);
    expect(await standaloneAccessToken()).toBe('old');
    keep('r1', 5);
    expect(await standaloneAccessToken()).toBe('new');
    expect(tokenRequests.at(-1)!.get('grant_type')).toBe('refresh_token');
    keep('spent', -5);
    expect(await standaloneAccessToken()).toBeNull();
    expect(window.sessionStorage.getItem(USER_KEY)).toBeNull();
  });
});
