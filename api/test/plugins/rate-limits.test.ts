// Limits that hold: counted per client address that only trusted proxies may vouch for, per
// account with a delay that always ends, across all clients, and in the database every API
// instance shares.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { hashPassword } from '../../src/lib/auth/passwords';
import { delayAfter, FREE_FAILURES } from '../../src/lib/auth/sign-in-guard';
import { rateLimitHits, users } from '../../src/db/schema';
import { FROM_THE_PROXY, startTestApp, type TestApp } from '../support/app';
import { bodyOf, DEMO_PASSWORD, startAuthorization, submitLogin } from '../support/sign-in';

const PER_ADDRESS = 4;
let api: TestApp;
beforeAll(async () => {
  api = await startTestApp({ loginRateLimit: { max: PER_ADDRESS, timeWindow: '1 minute' } }, (app) => {
    // A stand-in limited like the sign-in route, to see which address is counted.
    app.get('/v3/test-limited', { config: { rateLimit: app.rateLimits.signIn } }, async (request) => ({
      ip: request.ip,
      protocol: request.protocol,
    }));
  });
});
afterAll(async () => api?.close());

const newUser = async () => {
  const email = `limits-${randomBytes(6).toString('hex')}@limits.test`;
  await api.app.database.db.insert(users).values({
    email,
    first_name: 'Lia',
    last_name: 'Limite',
    password_hash: await hashPassword(DEMO_PASSWORD),
    status: 'ACTIVE',
  });
  return email;
};

describe('client addresses', () => {
  it('believes X-Forwarded-For only from a trusted proxy', async () => {
    const forged = await api.app.inject({
      method: 'GET',
      url: '/v3/test-limited',
      remoteAddress: '203.0.113.10',
      headers: { 'x-forwarded-for': '198.51.100.1', ...FROM_THE_PROXY },
    });
    expect(forged.json()).toMatchObject({ ip: '203.0.113.10' });
    const proxied = await api.app.inject({
      method: 'GET',
      url: '/v3/test-limited',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '198.51.100.2', ...FROM_THE_PROXY },
    });
    expect(proxied.json()).toMatchObject({ ip: '198.51.100.2' });
  });

  it('believes a trusted address only with the proxy’s secret: another local process is counted as itself', async () => {
    for (const secret of [undefined, 'guessed', `${FROM_THE_PROXY['x-proxy-secret']}x`]) {
      const local = await api.app.inject({
        method: 'GET',
        url: '/v3/test-limited',
        remoteAddress: '127.0.0.1',
        headers: {
          'x-forwarded-for': '198.51.100.3',
          'x-forwarded-proto': 'https',
          ...(secret ? { 'x-proxy-secret': secret } : {}),
        },
      });
      expect(local.json(), secret).toEqual({ ip: '127.0.0.1', protocol: 'http' });
    }
  });

  it('trusts no address at all unless TRUSTED_PROXIES names it', () => {
    expect(loadConfig({}).trustedProxies).toEqual([]);
    expect(loadConfig({ TRUSTED_PROXIES: '10.0.0.5, 10.0.0.6', PROXY_SECRET: ' s3 ' })).toMatchObject({
      trustedProxies: ['10.0.0.5', '10.0.0.6'],
      proxySecret: 's3',
    });
  });

  it('cannot escape a limit by changing X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= PER_ADDRESS; attempt += 1) {
      const response = await api.app.inject({
        method: 'GET',
        url: '/v3/test-limited',
        remoteAddress: '203.0.113.11',
        headers: { 'x-forwarded-for': `198.51.100.${attempt + 10}`, ...FROM_THE_PROXY },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array(PER_ADDRESS).fill(200), 429]);
  });
});

describe('sign-in', () => {
  it('stops one address trying one password against many accounts (spraying)', async () => {
    const { uid } = await startAuthorization(api);
    const from = { 'x-forwarded-for': '198.51.100.77' };
    const statuses: number[] = [];
    for (let account = 0; account <= PER_ADDRESS; account += 1)
      statuses.push((await submitLogin(api, uid, `victim-${account}@spray.test`, 'Summer2026!', from)).status);
    expect(statuses).toEqual([...Array(PER_ADDRESS).fill(401), 429]);
  });

  it('delays an account after repeated failures from many addresses, mails the owner a way in, and lets the owner in after a reset', async () => {
    const email = await newUser();
    const { uid } = await startAuthorization(api);
    for (let attempt = 0; attempt < FREE_FAILURES; attempt += 1) {
      const response = await submitLogin(api, uid, email, 'wrong-password-1', {
        'x-forwarded-for': `192.0.2.${attempt + 1}`,
      });
      expect(response.status).toBe(401);
    }
    // Now even the right password waits, from any address: that is what stops the guessing.
    const delayed = await submitLogin(api, uid, email, DEMO_PASSWORD, {
      'x-forwarded-for': '192.0.2.200',
      'accept-language': 'en',
    });
    expect(delayed.status).toBe(429);
    expect((await bodyOf(delayed)).code).toBe('SIGN_IN_DELAYED');
    expect(Number(delayed.headers.get('retry-after'))).toBeGreaterThan(0);

    const mail = await bodyOf(await api.fetch(`/v3/dev/mailbox/messages?to=${encodeURIComponent(email)}`));
    const reset = mail.items.find((item: { template: string }) => item.template === 'password-reset');
    expect(reset?.link).toContain('/auth/force-restore-password?token=');
    const token = new URL(reset.link).searchParams.get('token')!;
    const confirmed = await api.fetch('/v3/accounts/password-reset/confirm', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, password: 'NewSecret2026' }),
    });
    expect(confirmed.status).toBe(200);

    const { uid: again } = await startAuthorization(api);
    expect((await submitLogin(api, again, email, 'NewSecret2026', { 'x-forwarded-for': '192.0.2.201' })).status).toBe(
      200,
    );
  });

  it('caps attempts across all addresses with one budget that changing the forwarded address does not reset', async () => {
    const GLOBAL = 3;
    const capped = await startTestApp(
      {
        loginRateLimit: { max: 1000, timeWindow: '1 minute' },
        globalAuthRateLimit: { max: GLOBAL, timeWindow: '1 minute' },
      },
      undefined,
      { sameDatabaseAs: api },
    );
    try {
      // The budget is one row for the whole site: start this minute's from nothing.
      await capped.app.database.db.delete(rateLimitHits).where(eq(rateLimitHits.key, 'auth:global'));
      const { uid } = await startAuthorization(capped);
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= GLOBAL; attempt += 1) {
        const from = { 'x-forwarded-for': `198.51.100.${attempt + 120}` };
        statuses.push((await submitLogin(capped, uid, `global-${attempt}@spray.test`, 'Summer2026!', from)).status);
      }
      expect(statuses).toEqual([...Array(GLOBAL).fill(401), 429]);
    } finally {
      await capped.app.database.db.delete(rateLimitHits).where(eq(rateLimitHits.key, 'auth:global'));
      await capped.close();
    }
  });

  it('never locks an account for good: the delay doubles up to 15 minutes and stops there', () => {
    expect(delayAfter(FREE_FAILURES - 1)).toBe(0);
    expect(delayAfter(FREE_FAILURES)).toBe(30_000);
    expect(delayAfter(FREE_FAILURES + 1)).toBe(60_000);
    expect(delayAfter(FREE_FAILURES + 1000)).toBe(15 * 60_000);
  });
});

describe('several API instances', () => {
  it('count against one budget, kept in the shared database', async () => {
    const other = await buildApp({ ...api.config }, { database: api.app.database });
    other.get('/v3/test-limited', { config: { rateLimit: other.rateLimits.signIn } }, async () => ({ ok: true }));
    try {
      const from = (app: typeof other) =>
        app.inject({ method: 'GET', url: '/v3/test-limited', remoteAddress: '203.0.113.50' });
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= PER_ADDRESS; attempt += 1)
        statuses.push((await from(attempt % 2 ? other : api.app)).statusCode);
      expect(statuses).toEqual([...Array(PER_ADDRESS).fill(200), 429]);
    } finally {
      await other.close();
    }
  });
});
