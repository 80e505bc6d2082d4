// Who may call: the login interaction's answers, and what the API does with tokens it did not
// issue, altered tokens and missing ones.
import { SignJWT, decodeJwt, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/app';
import { apiGet, bodyOf, DEMO_PASSWORD, signIn, startAuthorization, submitLogin } from '../../support/sign-in';

let api: TestApp;
let customerToken: string;
beforeAll(async () => {
  api = await startTestApp();
  customerToken = (await signIn(api, 'cliente@demo.local')).access_token;
});
afterAll(async () => api?.close());

describe('login interaction', () => {
  it('describes the attempt the login screen was sent with', async () => {
    const { uid } = await startAuthorization(api);
    const response = await api.fetch(`/v3/auth/interactions/${uid}`);
    expect(response.status).toBe(200);
    expect(await bodyOf(response)).toEqual({
      uid,
      prompt: 'login',
      clientId: 'web',
      uiLocales: null,
      loginHint: null,
      googleSignIn: false,
    });
  });

  it('refuses a wrong password with 401 INVALID_CREDENTIALS', async () => {
    const { uid } = await startAuthorization(api);
    const response = await submitLogin(api, uid, 'cliente@demo.local', 'not-the-password');
    expect(response.status).toBe(401);
    expect(await bodyOf(response)).toEqual({ code: 'INVALID_CREDENTIALS', message: expect.any(String) });
  });

  it('refuses an unknown e-mail with the same 401 INVALID_CREDENTIALS', async () => {
    const { uid } = await startAuthorization(api);
    const response = await submitLogin(api, uid, 'nobody@demo.local', DEMO_PASSWORD);
    expect(response.status).toBe(401);
    expect(await bodyOf(response)).toEqual({ code: 'INVALID_CREDENTIALS', message: expect.any(String) });
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const { uid } = await startAuthorization(api);
    const response = await submitLogin(api, uid, '  Cliente@Demo.Local ', DEMO_PASSWORD);
    expect(response.status).toBe(200);
    expect((await bodyOf(response)).redirectTo).toBe(`http://localhost:3000/oidc/auth/${uid}`);
  });
});

describe('access tokens', () => {
  it('answers a request without a token with 401 AUTH_REQUIRED', async () => {
    const response = await apiGet(api, '/v3/me');
    expect(response.status).toBe(401);
    expect(await bodyOf(response)).toEqual({ code: 'AUTH_REQUIRED', message: expect.any(String) });
  });

  it('answers a malformed Authorization header with 401 TOKEN_INVALID', async () => {
    const response = await api.fetch('/v3/me', { headers: { authorization: 'Bearer not-a-jwt' } });
    expect(response.status).toBe(401);
    expect((await bodyOf(response)).code).toBe('TOKEN_INVALID');
  });

  it('answers a token whose claims were altered with 401 TOKEN_INVALID', async () => {
    const [header, payload, signature] = customerToken.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    // Pretend to be the other company's admin, keeping the original signature.
    const outra = decodeJwt((await signIn(api, 'outra@demo.local')).access_token).sub;
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: outra })).toString('base64url')}.${signature}`;
    const response = await apiGet(api, '/v3/me', forged);
    expect(response.status).toBe(401);
    expect(await bodyOf(response)).toEqual({ code: 'TOKEN_INVALID', message: expect.any(String) });
  });

  it('answers a token signed by another key with 401 TOKEN_INVALID, even with the right claims', async () => {
    const claims = decodeJwt(customerToken);
    const { privateKey } = await generateKeyPair('ES256');
    const foreign = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', kid: 'attacker' })
      .sign(privateKey);
    const response = await apiGet(api, '/v3/me', foreign);
    expect(response.status).toBe(401);
    expect((await bodyOf(response)).code).toBe('TOKEN_INVALID');
  });

  it('answers an unsigned token (alg none) with 401 TOKEN_INVALID', async () => {
    const [, payload] = customerToken.split('.') as [string, string];
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url')}.${payload}.x`;
    const response = await apiGet(api, '/v3/me', unsigned);
    expect(response.status).toBe(401);
    expect((await bodyOf(response)).code).toBe('TOKEN_INVALID');
  });

  it('refuses a bearer token presented as DPoP with 401 TOKEN_INVALID', async () => {
    const response = await api.fetch('/v3/me', { headers: { authorization: `DPoP ${customerToken}` } });
    expect(response.status).toBe(401);
    expect((await bodyOf(response)).code).toBe('TOKEN_INVALID');
  });
});
