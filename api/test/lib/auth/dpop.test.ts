// Sender-constrained tokens (DPoP, RFC 9449): what the shell obtains with its key is useless to
// anyone who copies it out of the browser without that key.
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/app';
import { createDpopKey, type DpopKey } from '../../support/dpop';
import { apiGet, bodyOf, dpopFetch, signIn, tokenRequest, type Tokens } from '../../support/sign-in';

let api: TestApp;
let keyA: DpopKey;
let tokens: Tokens;
beforeAll(async () => {
  api = await startTestApp();
  keyA = await createDpopKey();
  tokens = await signIn(api, 'cliente@demo.local', undefined, { dpop: keyA });
});
afterAll(async () => api?.close());

const ME = '/v3/me';
const meUrl = () => `${api.config.publicUrl}${ME}`;

async function expectRefused(response: Response) {
  expect(response.status).toBe(401);
  expect(await bodyOf(response)).toEqual({ code: 'TOKEN_INVALID', message: expect.any(String) });
}

describe('DPoP-bound access tokens', () => {
  it('are issued bound to the key that signed the token request', async () => {
    expect(tokens.token_type).toBe('DPoP');
    expect(decodeJwt(tokens.access_token).cnf).toEqual({ jkt: expect.any(String) });
  });

  it('are accepted with a fresh proof signed by that key', async () => {
    const response = await dpopFetch(api, ME, tokens.access_token, keyA);
    expect(response.status).toBe(200);
    expect((await bodyOf(response)).user.email).toBe('cliente@demo.local');
  });

  it('are refused when replayed without a proof', async () => {
    await expectRefused(await api.fetch(ME, { headers: { authorization: `DPoP ${tokens.access_token}` } }));
  });

  it('are refused when presented as a Bearer token', async () => {
    await expectRefused(await apiGet(api, ME, tokens.access_token));
    await expectRefused(
      await apiGet(api, ME, tokens.access_token, {
        dpop: await keyA.proof('GET', meUrl(), { accessToken: tokens.access_token }),
      }),
    );
  });

  it('are refused with a proof signed by another key', async () => {
    const keyB = await createDpopKey();
    await expectRefused(await dpopFetch(api, ME, tokens.access_token, keyB));
  });

  it('refuse a proof sent a second time (same jti)', async () => {
    const proof = await keyA.proof('GET', meUrl(), { accessToken: tokens.access_token });
    const headers = { authorization: `DPoP ${tokens.access_token}`, dpop: proof };
    expect((await api.fetch(ME, { headers })).status).toBe(200);
    await expectRefused(await api.fetch(ME, { headers }));
  });

  it('refuse a proof made for another method, another address, another token or too long ago', async () => {
    const authorization = `DPoP ${tokens.access_token}`;
    const accessToken = tokens.access_token;
    const wrong = [
      await keyA.proof('POST', meUrl(), { accessToken }),
      await keyA.proof('GET', `${api.config.publicUrl}/v3/policies`, { accessToken }),
      await keyA.proof('GET', meUrl(), { accessToken: 'another.access.token' }),
      await keyA.proof('GET', meUrl()),
      await keyA.proof('GET', meUrl(), { accessToken, iat: Math.floor(Date.now() / 1000) - 600 }),
    ];
    for (const dpop of wrong) await expectRefused(await api.fetch(ME, { headers: { authorization, dpop } }));
  });
});

describe('DPoP-bound refresh tokens', () => {
  it('rotate only for the key they are bound to', async () => {
    const own = await signIn(api, 'cliente@demo.local', undefined, { dpop: keyA });
    const stolen = await tokenRequest(
      api,
      { grant_type: 'refresh_token', refresh_token: own.refresh_token },
      await createDpopKey(),
    );
    expect(stolen.status).toBe(400);
    const withoutProof = await tokenRequest(api, { grant_type: 'refresh_token', refresh_token: own.refresh_token });
    expect(withoutProof.status).toBe(400);

    const renewed = await tokenRequest(api, { grant_type: 'refresh_token', refresh_token: own.refresh_token }, keyA);
    expect(renewed.status).toBe(200);
    const next = (await bodyOf(renewed)) as Tokens;
    expect(next.token_type).toBe('DPoP');
    expect(next.refresh_token).not.toBe(own.refresh_token);
    expect((await dpopFetch(api, ME, next.access_token, keyA)).status).toBe(200);
  });
});
