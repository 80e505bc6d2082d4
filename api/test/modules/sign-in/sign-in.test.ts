// The shell's sign-in, token refresh and sign-out, over HTTP through "the proxy", exactly as
// oidc-client-ts does them against the embedded provider.
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/app';
import { apiGet, bodyOf, CLIENT_ID, signIn, startAuthorization, tokenRequest } from '../../support/sign-in';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(async () => api?.close());

describe('the discovery document', () => {
  it('offers only the authorization code flow with PKCE S256 (RFC 9700): no implicit, no hybrid, no id_token', async () => {
    const response = await api.fetch('/oidc/.well-known/openid-configuration');
    expect(response.status).toBe(200);
    const discovery = await bodyOf(response);
    expect(discovery.response_types_supported).toEqual(['code']);
    expect(discovery.grant_types_supported).not.toContain('implicit');
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
  });
});

describe('sign-in with authorization code and PKCE', () => {
  it('gives a customer tokens that GET /v3/me accepts', async () => {
    const tokens = await signIn(api, 'cliente@demo.local');
    expect(tokens.token_type).toBe('Bearer');
    const me = await apiGet(api, '/v3/me', tokens.access_token);
    expect(me.status).toBe(200);
    const body = await bodyOf(me);
    expect(body.user.email).toBe('cliente@demo.local');
    expect(body.role).toBe('ACCOUNT_ADMIN');
    expect(body.broker).toBeNull();
  });

  it('gives a broker tokens that GET /v3/me accepts', async () => {
    const tokens = await signIn(api, 'corretor@demo.local');
    const me = await apiGet(api, '/v3/me', tokens.access_token);
    expect(me.status).toBe(200);
    const body = await bodyOf(me);
    expect(body.role).toBe('BROKER');
    expect(body.broker.owner_email).toBe('corretor@demo.local');
  });

  it('issues a JWT access token for urn:platform:api and an ID token with the profile', async () => {
    const tokens = await signIn(api, 'cliente@demo.local');
    const access = decodeJwt(tokens.access_token);
    expect(decodeProtectedHeader(tokens.access_token).alg).toBe('ES256');
    expect(access.iss).toBe('http://localhost:3000/oidc');
    expect(access.aud).toBe('urn:platform:api');
    expect(access.client_id).toBe(CLIENT_ID);
    expect(String(access.scope).split(' ')).toEqual(expect.arrayContaining(['openid', 'profile', 'email']));
    expect(typeof access.exp === 'number' && typeof access.iat === 'number' && access.exp - access.iat).toBe(600);
    expect(tokens.refresh_token).toBeTruthy();
    const id = decodeJwt(tokens.id_token);
    expect(id.aud).toBe(CLIENT_ID);
    expect(id.sub).toBe(access.sub);
    expect(id).toMatchObject({
      email: 'cliente@demo.local',
      given_name: 'Carla',
      family_name: 'Souza',
      locale: 'pt-BR',
    });
  });
});

describe('refresh tokens', () => {
  it('rotate: the new access token works and the old refresh token is refused', async () => {
    const first = await signIn(api, 'cliente@demo.local');
    const refreshed = await tokenRequest(api, { grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(refreshed.status).toBe(200);
    const second = await bodyOf(refreshed);
    expect(second.refresh_token).toBeTruthy();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(second.access_token).aud).toBe('urn:platform:api');
    expect((await apiGet(api, '/v3/me', second.access_token)).status).toBe(200);

    const replay = await tokenRequest(api, { grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(replay.status).toBe(400);
    expect((await bodyOf(replay)).error).toBe('invalid_grant');
  });
});

describe('sign-out', () => {
  it('end_session with id_token_hint returns to post_logout_redirect_uri without asking again', async () => {
    const tokens = await signIn(api, 'cliente@demo.local');
    const postLogout = 'http://localhost:3000/auth/login';
    const query = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: postLogout,
      client_id: CLIENT_ID,
      state: 'bye',
    });
    const page = await tokens.browser.fetch(`/oidc/session/end?${query}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    // The confirmation form submits itself: a script file (the CSP allows no inline script), no button to press.
    expect(html).toContain('<script src="/oidc/sign-out.js" defer></script>');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const form = /<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/.exec(html);
    expect(form).not.toBeNull();
    const fields = new URLSearchParams();
    for (const input of form![2]!.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g))
      fields.set(input[1]!, input[2]!);
    // Exactly what the self-submitting form sends: it must end the provider's session by itself.
    expect(fields.get('logout')).toBe('yes');
    const confirm = await tokens.browser.fetch(form![1]!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: fields,
    });
    expect(confirm.status).toBe(303);
    const url = new URL(confirm.headers.get('location')!);
    expect(`${url.origin}${url.pathname}`).toBe(postLogout);
    expect(url.searchParams.get('state')).toBe('bye');
    // The provider's session is gone: the next authorize asks for the password again.
    const again = await startAuthorization(api, tokens.browser);
    expect((await bodyOf(await api.fetch(`/v3/auth/interactions/${again.uid}`))).prompt).toBe('login');
  });
});
