// The API's own safety headers, and the named rate limit public sign-up routes share.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app';
import { bodyOf } from './support/sign-in';

const SIGN_UP_LIMIT = 3;
let api: TestApp;
beforeAll(async () => {
  api = await startTestApp({ accountRateLimit: { max: SIGN_UP_LIMIT, timeWindow: '1 minute' } }, (app) => {
    // A stand-in for the public account-creation routes, attached the way they attach it.
    app.post('/v3/test-sign-up', { config: { rateLimit: app.rateLimits.signUp } }, async () => ({ ok: true }));
  });
});
afterAll(async () => api?.close());

describe('security headers', () => {
  it('answers product API calls with nosniff, a strict referrer policy, no framing and a CSP that allows nothing', async () => {
    for (const path of ['/v3/health', '/v3/me', '/v3/no-such-route']) {
      const response = await api.fetch(path);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });

  it('answers the identity provider’s pages with the same headers and no framing', async () => {
    const response = await api.fetch('/oidc/.well-known/openid-configuration');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
  });
});

describe('sign-up rate limit', () => {
  const signUp = (email: string) => api.fetch('/v3/test-sign-up', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.203' }, body: JSON.stringify({ email }) });

  it('answers the attempt past the limit with 429 RATE_LIMITED, whatever e-mail it uses', async () => {
    for (let attempt = 0; attempt < SIGN_UP_LIMIT; attempt += 1) expect((await signUp(`new-${attempt}@demo.local`)).status).toBe(200);
    const limited = await signUp('yet-another@demo.local');
    expect(limited.status).toBe(429);
    expect(await bodyOf(limited)).toEqual({ code: 'RATE_LIMITED', message: expect.any(String) });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
