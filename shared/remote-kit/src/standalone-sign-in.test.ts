import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  completeStandaloneSignIn,
  standaloneAccessToken,
  startStandaloneSignIn,
  STANDALONE_REDIRECT_PATH,
} from './standalone-sign-in';

const METADATA = {
  authorization_endpoint: `${window.location.origin}/oidc/auth`,
  token_endpoint: `${window.location.origin}/oidc/token`,
};

function answer(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const base64Url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

let assigned: string[];
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  window.sessionStorage.clear();
  assigned = [];
  vi.spyOn(window.location, 'assign').mockImplementation((url: string | URL) => void assigned.push(String(url)));
  fetchMock = vi.fn(async (url: string) => {
    if (url.endsWith('/.well-known/openid-configuration')) return answer(METADATA);
    throw new Error(`unexpected fetch ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function startedSignIn(returnTo = '/dashboard/claims/home') {
  await startStandaloneSignIn(returnTo, 'pt');
  return new URL(assigned[0]!);
}

describe('standalone sign-in (code + PKCE against the API provider)', () => {
  it('leaves for the provider with a S256 challenge of a kept verifier, a state and this page as redirect', async () => {
    const url = await startedSignIn();
    expect(`${url.origin}${url.pathname}`).toBe(METADATA.authorization_endpoint);
    expect(url.searchParams.get('client_id')).toBe('web');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('redirect_uri')).toBe(`${window.location.origin}${STANDALONE_REDIRECT_PATH}`);
    expect(url.searchParams.get('ui_locales')).toBe('pt-BR');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    const pending = JSON.parse(window.sessionStorage.getItem('platform.standalone.pending-sign-in')!) as {
      verifier: string;
      state: string;
    };
    expect(url.searchParams.get('state')).toBe(pending.state);
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(pending.verifier));
    expect(url.searchParams.get('code_challenge')).toBe(base64Url(digest));
  });

  it('exchanges the code with the verifier and comes back to where the user was headed', async () => {
    const url = await startedSignIn('/dashboard/claims/home?tab=open');
    const state = url.searchParams.get('state')!;
    let tokenRequest: URLSearchParams | null = null;
    fetchMock.mockImplementation(async (target: string, init?: RequestInit) => {
      if (target.endsWith('/.well-known/openid-configuration')) return answer(METADATA);
      tokenRequest = new URLSearchParams(String(init?.body));
      return answer({ access_token: 'a.b.c', refresh_token: 'r1', expires_in: 600 });
    });
    const returnTo = await completeStandaloneSignIn(`?code=the-code&state=${state}`);
    expect(returnTo).toBe('/dashboard/claims/home?tab=open');
    expect(tokenRequest!.get('grant_type')).toBe('authorization_code');
    expect(tokenRequest!.get('code')).toBe('the-code');
    expect(tokenRequest!.get('code_verifier')).toMatch(/^[\w-]{40,}$/);
    expect(await standaloneAccessToken()).toBe('a.b.c');
  });

  it('refuses a redirect whose state is not the one it sent', async () => {
    await startedSignIn();
    await expect(completeStandaloneSignIn('?code=the-code&state=forged')).rejects.toThrow(/no sign-in was started/);
    expect(await standaloneAccessToken()).toBeNull();
  });

  it('renews an access token close to expiry with the refresh token, and forgets a refused one', async () => {
    window.sessionStorage.setItem(
      'platform.standalone.tokens',
      JSON.stringify({ accessToken: 'old', refreshToken: 'r1', expiresAt: Date.now() + 1000 }),
    );
    fetchMock.mockImplementation(async (target: string, init?: RequestInit) => {
      if (target.endsWith('/.well-known/openid-configuration')) return answer(METADATA);
      const body = new URLSearchParams(String(init?.body));
      return body.get('refresh_token') === 'r1'
        ? answer({ access_token: 'new', refresh_token: 'r2', expires_in: 600 })
        : answer({ error: 'invalid_grant' }, 400);
    });
    expect(await standaloneAccessToken()).toBe('new');
    window.sessionStorage.setItem(
      'platform.standalone.tokens',
      JSON.stringify({ accessToken: 'old', refreshToken: 'spent', expiresAt: Date.now() - 1000 }),
    );
    expect(await standaloneAccessToken()).toBeNull();
    expect(window.sessionStorage.getItem('platform.standalone.tokens')).toBeNull();
  });
});
