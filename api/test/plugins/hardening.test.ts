// The API's own safety headers, and the named rate limit public sign-up routes share.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FROM_THE_PROXY, startTestApp, type TestApp } from '../support/app';
import { bodyOf, CLIENT_ID, pkcePair, redirectUri, SCOPE } from '../support/sign-in';

const SIGN_UP_LIMIT = 3;
let api: TestApp;
beforeAll(async () => {
  api = await startTestApp({ accountRateLimit: { max: SIGN_UP_LIMIT, timeWindow: '1 minute' } }, (app) => {
    // A stand-in for the public account-creation routes, attached the way they attach it.
    app.post('/v3/test-sign-up', { config: { rateLimit: app.rateLimits.signUp } }, async () => ({ ok: true }));
  });
});
afterAll(async () => api?.close());

const directivesOf = (response: Response) =>
  response.headers
    .get('content-security-policy')!
    .split(';')
    .map((directive) => directive.trim());

describe('security headers', () => {
  it('answers product API calls with nosniff, a strict referrer policy, no framing and a CSP that allows nothing', async () => {
    for (const path of ['/v3/health', '/v3/me', '/v3/no-such-route']) {
      const response = await api.fetch(path);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(directivesOf(response)).toEqual(["default-src 'none'", "frame-ancestors 'none'"]);
    }
  });

  it('answers the identity provider’s pages with the same headers, no framing and scripts from this origin only', async () => {
    const response = await api.fetch('/oidc/.well-known/openid-configuration');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const policy = response.headers.get('content-security-policy')!;
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });
});

describe('CORS', () => {
  const allowed = () => api.config.corsOrigins[0]!;

  it('lets a configured origin (a remote running standalone) call the API and read the rate-limit headers', async () => {
    const response = await api.fetch('/v3/health', { headers: { origin: allowed() } });
    expect(response.headers.get('access-control-allow-origin')).toBe(allowed());
    expect(response.headers.get('vary')).toContain('Origin');
    expect(response.headers.get('access-control-expose-headers')).toContain('retry-after');
  });

  it('answers its preflight with the methods and headers the front ends send', async () => {
    const response = await api.fetch('/v3/me', {
      method: 'OPTIONS',
      headers: {
        origin: allowed(),
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'dpop',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(allowed());
    expect(response.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'authorization, content-type, dpop, x-account-id, idempotency-key',
    );
    expect(response.headers.get('access-control-max-age')).toBe('600');
  });

  it('does not allow any other origin', async () => {
    const response = await api.fetch('/v3/health', { headers: { origin: 'https://elsewhere.example' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

// The test server listens on 127.0.0.1, the address the API trusts to forward the protocol (with the proxy's secret).
describe('a deployment behind TLS', () => {
  const fromProxy = (path: string, proto: 'https' | 'http') =>
    fetch(`${api.origin}${path}`, {
      redirect: 'manual',
      headers: {
        'x-forwarded-proto': proto,
        'x-forwarded-host': new URL(api.config.publicUrl).host,
        ...FROM_THE_PROXY,
      },
    });
  const authorize = () =>
    `/oidc/auth?${new URLSearchParams({ client_id: CLIENT_ID, redirect_uri: redirectUri(api), response_type: 'code', scope: SCOPE, state: 'tls', code_challenge: pkcePair().challenge, code_challenge_method: 'S256' })}`;
  const cookiesOf = (response: Response) => response.headers.getSetCookie();

  it('sends HSTS on API and provider answers only when the request came over HTTPS', async () => {
    for (const path of ['/v3/health', '/oidc/.well-known/openid-configuration']) {
      expect((await fromProxy(path, 'https')).headers.get('strict-transport-security'), path).toBe('max-age=31536000');
      expect((await fromProxy(path, 'http')).headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it('does not believe X-Forwarded-Proto from an address that is not a trusted proxy', async () => {
    const spoofed = await api.app.inject({
      method: 'GET',
      url: '/v3/health',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it('marks the provider’s cookies Secure over HTTPS, and not over plain HTTP', async () => {
    const overHttps = await fromProxy(authorize(), 'https');
    expect(overHttps.status).toBe(303);
    expect(cookiesOf(overHttps).length).toBeGreaterThan(0);
    for (const cookie of cookiesOf(overHttps)) expect(cookie.toLowerCase(), cookie).toContain('; secure');
    const overHttp = await fromProxy(authorize(), 'http');
    expect(overHttp.status).toBe(303);
    expect(cookiesOf(overHttp).length).toBeGreaterThan(0);
    for (const cookie of cookiesOf(overHttp)) expect(cookie.toLowerCase(), cookie).not.toContain('secure');
  });

  it('serves the sign-out page’s script as a file from this origin', async () => {
    const script = await api.fetch('/oidc/sign-out.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(await script.text()).toContain('document.forms[0].submit()');
  });
});

describe('sign-up rate limit', () => {
  const signUp = (email: string) =>
    api.fetch('/v3/test-sign-up', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.203' },
      body: JSON.stringify({ email }),
    });

  it('answers the attempt past the limit with 429 RATE_LIMITED, whatever e-mail it uses', async () => {
    for (let attempt = 0; attempt < SIGN_UP_LIMIT; attempt += 1)
      expect((await signUp(`new-${attempt}@demo.local`)).status).toBe(200);
    const limited = await signUp('yet-another@demo.local');
    expect(limited.status).toBe(429);
    expect(await bodyOf(limited)).toEqual({ code: 'RATE_LIMITED', message: expect.any(String) });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
