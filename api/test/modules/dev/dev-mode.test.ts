// Development tools exist only in development mode, and even there the mailbox (every reset and
// invitation link) answers only this machine or operations. Production refuses to run without SMTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app';
import { loadConfig } from '../../../src/config';
import { FROM_THE_PROXY, PUBLIC_URL, startTestApp, type TestApp } from '../../support/app';
import { openTestDatabase } from '../../support/database';
import { signIn } from '../../support/sign-in';

const DEV_PATHS = [
  '/v3/dev/mailbox',
  '/v3/dev/mailbox/messages',
  '/v3/dev/payments/ABC',
  '/documentation',
  '/v3/documentation',
  '/v3/docs',
];

describe('production mode', () => {
  const production = (env: Record<string, string> = {}) =>
    loadConfig({ PUBLIC_URL, LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...env });

  it('is the mode whenever API_MODE is not exactly "development"', () => {
    expect(production().mode).toBe('production');
    expect(production({ API_MODE: 'dev' }).mode).toBe('production');
    expect(production({ API_MODE: 'development' }).mode).toBe('development');
    expect(production({ DEV_MAILBOX: 'true' }).devMailbox).toBe(false);
  });

  it('refuses to start without SMTP instead of keeping mail in the outbox', async () => {
    await expect(buildApp(production())).rejects.toThrow(/SMTP_URL is required in production mode/);
  });

  it('refuses the development bank as payment provider, and a gateway with no webhook secret', async () => {
    const smtp = { SMTP_URL: 'smtp://127.0.0.1:1' };
    await expect(buildApp(production({ ...smtp, PAYMENT_PROVIDER: 'dev' }))).rejects.toThrow(/development bank/);
    expect(production(smtp).paymentWebhookSecret).toBeUndefined();
  });

  it('has no mailbox, dev pages or API explorer', async () => {
    const { database, dispose } = await openTestDatabase();
    const app = await buildApp(production({ SMTP_URL: 'smtp://127.0.0.1:1' }), { database });
    try {
      for (const url of DEV_PATHS) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json(), url).toMatchObject({ code: 'NOT_FOUND' });
      }
    } finally {
      await app.close();
      await dispose();
    }
  });
});

describe('development mailbox access', () => {
  let api: TestApp;
  let customerToken: string;
  let operationsToken: string;
  beforeAll(async () => {
    api = await startTestApp();
    customerToken = (await signIn(api, 'cliente@demo.local')).access_token;
    operationsToken = (await signIn(api, 'ops@demo.local')).access_token;
  });
  afterAll(async () => api?.close());

  const read = (remoteAddress: string, headers: Record<string, string> = {}) =>
    api.app.inject({ method: 'GET', url: '/v3/dev/mailbox/messages', remoteAddress, headers });

  it('answers this machine', async () => {
    expect((await read('127.0.0.1')).statusCode).toBe(200);
    expect((await read('::1')).statusCode).toBe(200);
  });

  it('asks anyone else to sign in, refuses a customer and answers operations', async () => {
    expect((await read('203.0.113.7')).json()).toMatchObject({ code: 'AUTH_REQUIRED' });
    const customer = await read('203.0.113.7', { authorization: `Bearer ${customerToken}` });
    expect(customer.statusCode).toBe(403);
    expect(customer.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await read('203.0.113.7', { authorization: `Bearer ${operationsToken}` })).statusCode).toBe(200);
  });

  it('treats a request a local proxy forwarded from elsewhere as from elsewhere', async () => {
    const forwarded = { 'x-forwarded-for': '203.0.113.7', ...FROM_THE_PROXY };
    expect((await read('127.0.0.1', forwarded)).statusCode).toBe(401);
    expect((await read('127.0.0.1', { ...forwarded, authorization: `Bearer ${customerToken}` })).statusCode).toBe(403);
  });
});
