// Google sign-in against a local stand-in issuer: the button flag, a linked user signing in
// through the shell's normal OIDC flow, an unknown identity, and tampered ID tokens refused.
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema';
import { startTestApp, type TestApp } from '../../support/app';
import { startGoogleStandIn, type GoogleStandIn } from '../../support/google-stand-in';
import { apiGet, bodyOf, redirectUri, startAuthorization, tokenRequest, type Browser } from '../../support/sign-in';

let google: GoogleStandIn;
let api: TestApp;
beforeAll(async () => {
  google = await startGoogleStandIn();
  api = await startTestApp({
    google: { clientId: google.clientId, clientSecret: google.clientSecret, issuer: google.issuer },
  });
});
afterAll(async () => {
  await api?.close();
  await google?.close();
});

/** The browser: login screen's Google button -> stand-in -> API callback; answers where the callback sent it. */
async function continueWithGoogle(): Promise<{ browser: Browser; location: URL; pkce: { verifier: string } }> {
  const { browser, uid, pkce } = await startAuthorization(api);
  const start = await browser.fetch(`/v3/auth/interactions/${uid}/google`);
  expect(start.status).toBe(303);
  const authorize = new URL(start.headers.get('location')!);
  expect(`${authorize.origin}${authorize.pathname}`).toBe(`${google.issuer}/authorize`);
  expect(authorize.searchParams.get('redirect_uri')).toBe('http://localhost:3000/v3/auth/google/callback');
  const atGoogle = await fetch(authorize, { redirect: 'manual' });
  expect(atGoogle.status).toBe(302);
  const callback = await browser.fetch(atGoogle.headers.get('location')!);
  expect(callback.status).toBe(303);
  return { browser, location: new URL(callback.headers.get('location')!, api.config.publicUrl), pkce };
}

async function tokensFrom(browser: Browser, start: URL, verifier: string) {
  let url = start.href;
  for (let hop = 0; hop < 10 && !url.startsWith(redirectUri(api)); hop += 1) {
    const response = await browser.fetch(url);
    expect(response.status, url).toBeGreaterThanOrEqual(300);
    url = new URL(response.headers.get('location')!, api.config.publicUrl).href;
  }
  const code = new URL(url).searchParams.get('code');
  expect(code, url).toBeTruthy();
  const response = await tokenRequest(api, {
    grant_type: 'authorization_code',
    code: code!,
    redirect_uri: redirectUri(api),
    code_verifier: verifier,
  });
  expect(response.status).toBe(200);
  return bodyOf(response);
}

describe('Google sign-in', () => {
  it('tells the login screen to show the button when configured, and hides it otherwise', async () => {
    const { uid } = await startAuthorization(api);
    expect((await bodyOf(await api.fetch(`/v3/auth/interactions/${uid}`))).googleSignIn).toBe(true);
    expect(await bodyOf(await api.fetch('/v3/accounts/sign-up/options'))).toEqual({ googleSignIn: true });
    const plain = await startTestApp();
    try {
      const { uid: other } = await startAuthorization(plain);
      expect((await bodyOf(await plain.fetch(`/v3/auth/interactions/${other}`))).googleSignIn).toBe(false);
      expect((await plain.fetch(`/v3/auth/interactions/${other}/google`)).status).toBe(404);
      expect(await bodyOf(await plain.fetch('/v3/accounts/sign-up/options'))).toEqual({ googleSignIn: false });
    } finally {
      await plain.close();
    }
  });

  it('signs in the user with that verified e-mail, links the Google subject, and finishes the normal OIDC flow', async () => {
    google.identity = { sub: 'g-cliente', email: 'cliente@demo.local', email_verified: true };
    const { browser, location, pkce } = await continueWithGoogle();
    expect(location.pathname).toMatch(/^\/oidc\/auth\//);
    const tokens = await tokensFrom(browser, location, pkce.verifier);
    const me = await bodyOf(await apiGet(api, '/v3/me', tokens.access_token));
    expect(me.user.email).toBe('cliente@demo.local');
    expect(decodeJwt(tokens.id_token).email).toBe('cliente@demo.local');
    const [row] = await api.app.database.db.select().from(users).where(eq(users.email, 'cliente@demo.local'));
    expect(row!.external_subject).toBe('google:g-cliente');

    // Next time the subject alone finds the user, even if the Google e-mail changed.
    google.identity = { sub: 'g-cliente', email: 'carla.new@gmail.example', email_verified: true };
    const again = await continueWithGoogle();
    expect(again.location.pathname).toMatch(/^\/oidc\/auth\//);
  });

  it('activates an unconfirmed user whose e-mail Google verified', async () => {
    const signUp = await api.fetch('/v3/accounts/sign-up', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        kind: 'individual',
        country: 'br',
        language: 'pt',
        name: 'Gabi Google',
        email: 'gabi@gmail.example',
        taxIdType: 'CPF',
        taxId: '384.726.159-28',
        password: 'Segura123',
        termsAccepted: true,
      }),
    });
    expect(signUp.status).toBe(200);
    google.identity = { sub: 'g-gabi', email: 'gabi@gmail.example', email_verified: true };
    const { browser, location, pkce } = await continueWithGoogle();
    expect(location.pathname).toMatch(/^\/oidc\/auth\//);
    const tokens = await tokensFrom(browser, location, pkce.verifier);
    expect((await bodyOf(await apiGet(api, '/v3/me', tokens.access_token))).role).toBe('ACCOUNT_ADMIN');
    const [row] = await api.app.database.db.select().from(users).where(eq(users.email, 'gabi@gmail.example'));
    expect(row).toMatchObject({ status: 'ACTIVE', external_subject: 'google:g-gabi' });
  });

  it('sends a valid identity without a user to auth/account-not-found with the e-mail for sign-up', async () => {
    google.identity = {
      sub: 'g-stranger',
      email: 'stranger@gmail.example',
      email_verified: true,
      given_name: 'Sam',
      family_name: 'Stranger',
    };
    const { location } = await continueWithGoogle();
    expect(location.pathname).toBe('/auth/account-not-found');
    expect(location.searchParams.get('email')).toBe('stranger@gmail.example');
    expect(location.searchParams.get('name')).toBe('Sam Stranger');
  });

  it('refuses an ID token with another nonce or audience, and an unverified e-mail', async () => {
    for (const [tamper, identity] of [
      [{ nonce: 'replayed' }, { sub: 'g-membro', email: 'membro@demo.local', email_verified: true }],
      [{ aud: 'someone-else' }, { sub: 'g-membro', email: 'membro@demo.local', email_verified: true }],
      [{}, { sub: 'g-membro', email: 'membro@demo.local', email_verified: false }],
    ] as const) {
      google.tamper = { ...tamper };
      google.identity = { ...identity };
      const { location } = await continueWithGoogle();
      expect(location.pathname).toBe('/auth/error');
      expect(location.searchParams.get('error')).toBe('external_sign_in_failed');
    }
    google.tamper = {};
    const [row] = await api.app.database.db.select().from(users).where(eq(users.email, 'membro@demo.local'));
    expect(row!.external_subject).toBeNull();
  });

  it('refuses a callback with an unknown state', async () => {
    const response = await api.fetch('/v3/auth/google/callback?code=x&state=forged');
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect(location.pathname).toBe('/auth/error');
    expect(location.searchParams.get('error')).toBe('INTERACTION_EXPIRED');
  });
});
