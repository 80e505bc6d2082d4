// Issue 27: writes across a failover. Two API instances on one database, as behind HAProxy: a write
// whose answer was lost is sent again to the other instance and answers what the first one did,
// never a second record; an instance that is closing (a rolling restart) refuses what still reaches
// it with the catalogue's retryable answer.
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessToday, ERROR_MESSAGES } from '@platform/domain';
import { claims, idempotencyKeys, invoices, mailOutbox, quotes, signatureRequests, users } from '../src/db/schema';
import { issueCheckout } from '../src/modules/policies';
import { PUBLIC_URL, startTestApp, type TestApp } from './support/app';
import { call, teamFixture, type TeamFixture } from './support/role-tokens';
import { insertSignedCheckout } from './support/signed-checkout';
import { signIn } from './support/sign-in';

const CLIENTE_POLICY = '00000000-0000-4000-8000-000000000701';

let first: TestApp;
let second: TestApp;
let team: TeamFixture;
const db = () => first.app.database.db;

/** A quote option of the team's account, SELECTED. */
async function selectedQuote(product: 'CYBER' | 'D_AND_O') {
  const [quote] = await db()
    .insert(quotes)
    .values({
      account_id: team.accountId,
      product,
      insurer: 'Seguradora Teste',
      coverage_limit: '2000000.00',
      gross_premium: '18500.00',
      retention: 'R_50K',
      status: 'SELECTED',
      expires_at: new Date(Date.now() + 30 * 24 * 3600_000),
    })
    .returning();
  return quote!;
}

beforeAll(async () => {
  first = await startTestApp();
  second = await startTestApp({}, undefined, { sameDatabaseAs: first });
  team = await teamFixture(first);
}, 120_000);
afterAll(async () => {
  await second?.close();
  await first?.close();
});

/** A JSON write with an Idempotency-Key, as the front end sends it. */
const keyed = (api: TestApp, path: string, token: string, body: unknown, key: string) =>
  api
    .fetch(path, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(body),
    })
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions read arbitrary JSON
    .then(async (response) => ({ status: response.status, body: (await response.json()) as any }));

describe('a write retried on the other instance', () => {
  it('reporting a claim: the same request_key answers the same claim, one record', async () => {
    const token = (await signIn(first, 'cliente@demo.local')).access_token;
    const report = {
      request_key: randomUUID(),
      policy_id: CLIENTE_POLICY,
      type: 'THIRD_PARTY_CLAIM',
      description: 'A supplier sued the company over a late delivery.',
      occurred_on: '2026-01-10',
      learned_on: businessToday('br'),
      contact_name: 'Carla Souza',
      contact_email: 'carla.failover@example.com',
      contact_phone: '+55 11 4000-1000',
    };
    const sent = await call(first, 'POST', '/v3/claims', token, report);
    const retried = await call(second, 'POST', '/v3/claims', token, report);
    expect([sent.status, retried.status]).toEqual([200, 200]);
    expect(retried.body).toEqual(sent.body);
    expect(await db().select().from(claims).where(eq(claims.request_key, report.request_key))).toHaveLength(1);
  });

  it('selecting a quote: selecting again answers the same selection', async () => {
    const quote = await selectedQuote('D_AND_O');
    const sent = await call(first, 'POST', `/v3/quotes/${quote.id}/select`, team.tokens.admin);
    const retried = await call(second, 'POST', `/v3/quotes/${quote.id}/select`, team.tokens.admin);
    expect([sent.status, retried.status]).toEqual([200, 200]);
    expect(retried.body).toEqual(sent.body);
  });

  it('recording a payment: the same Idempotency-Key answers the paid invoice (not 409), paid once', async () => {
    const checkout = await insertSignedCheckout(db(), team.accountId, businessToday('br'), 2);
    const policy = await issueCheckout(db(), checkout.id, { publicUrl: PUBLIC_URL });
    const [invoice] = await db()
      .select()
      .from(invoices)
      .where(and(eq(invoices.policy_id, policy.id), eq(invoices.instalment, 1)));
    const path = `/v3/operations/invoices/${invoice!.id}/payment`;
    const body = { version: invoice!.version, method: 'PIX' };
    const key = randomUUID();

    const sent = await keyed(first, path, team.tokens.operations, body, key);
    const retried = await keyed(second, path, team.tokens.operations, body, key);
    expect([sent.status, retried.status]).toEqual([200, 200]);
    expect(retried.body).toEqual(sent.body);
    expect(sent.body).toMatchObject({ status: 'PAID', version: invoice!.version + 1 });
    // Without the key the retry cannot tell its own earlier write from another operator's.
    expect((await call(second, 'POST', path, team.tokens.operations, body)).body.code).toBe('STALE_VERSION');
    // A key belongs to one write: sent for another invoice it is refused, not replayed.
    const [next] = await db()
      .select()
      .from(invoices)
      .where(and(eq(invoices.policy_id, policy.id), eq(invoices.instalment, 2)));
    const misused = await keyed(
      second,
      `/v3/operations/invoices/${next!.id}/payment`,
      team.tokens.operations,
      { version: next!.version, method: 'PIX' },
      key,
    );
    expect(misused.status).toBe(400);
    expect(misused.body.details).toEqual([expect.objectContaining({ field: 'idempotency-key' })]);
  });

  it('recording a payment: two sends of one key at once, on both instances, pay once and answer alike', async () => {
    const checkout = await insertSignedCheckout(db(), team.accountId, businessToday('br'), 1);
    const policy = await issueCheckout(db(), checkout.id, { publicUrl: PUBLIC_URL });
    const [invoice] = await db().select().from(invoices).where(eq(invoices.policy_id, policy.id));
    const path = `/v3/operations/invoices/${invoice!.id}/payment`;
    const body = { version: invoice!.version, method: 'BOLETO' };
    const key = randomUUID();
    const answers = await Promise.all(
      [first, second].map((api) => keyed(api, path, team.tokens.operations, body, key)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[1]!.body).toEqual(answers[0]!.body);
    expect(answers[0]!.body.version).toBe(invoice!.version + 1);
  });

  it('sending for signature: the same Idempotency-Key answers the checkout as sent, one link, one mail', async () => {
    const quote = await selectedQuote('CYBER');
    const signer = `signer-${randomUUID()}@team.test`;
    const created = await call(first, 'POST', `/v3/quotes/${quote.id}/checkout`, team.tokens.admin, {
      start_date: businessToday('br'),
      signer_type: 'LEGAL_REPRESENTATIVE',
      signer_name: 'Sílvia Assinante',
      signer_email: signer,
      admin_name: 'Alice Admin',
      admin_email: 'alice@team.test',
      instalments: 1,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const path = `/v3/checkouts/${created.body.id}/signature-requests`;
    const body = { version: created.body.version };
    const key = randomUUID();

    const sent = await keyed(first, path, team.tokens.admin, body, key);
    const retried = await keyed(second, path, team.tokens.admin, body, key);
    expect([sent.status, retried.status]).toEqual([200, 200]);
    expect(retried.body).toEqual(sent.body);
    expect(
      await db().select().from(signatureRequests).where(eq(signatureRequests.checkout_id, created.body.id)),
    ).toHaveLength(1);
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.to_email, signer))).toHaveLength(1);
    // Without the key, the same send again is the stale version it now is.
    expect((await call(second, 'POST', path, team.tokens.admin, body)).status).toBe(409);
  });
});

describe('idempotency keys', () => {
  it('are dropped a day after their write, not before, by the scheduled purge job', async () => {
    const now = new Date();
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3600_000);
    const [user] = await db().select({ id: users.id }).from(users).limit(1);
    const row = (key: string, created_at: Date) => ({
      user_id: user!.id,
      key,
      operation: 'recordInvoicePayment' as const,
      target_id: randomUUID(),
      created_at,
    });
    const [old, recent] = [`old-${randomUUID()}`, `recent-${randomUUID()}`];
    await db()
      .insert(idempotencyKeys)
      .values([row(old, hoursAgo(25)), row(recent, hoursAgo(23))]);
    await first.app.jobs.send('platform.purge-idempotency-keys');
    const left = await db()
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(inArray(idempotencyKeys.key, [old, recent]));
    expect(left).toEqual([{ key: recent }]);
  });
});

describe('an instance that is closing (a rolling restart, a deploy)', () => {
  /**
   * An instance with a request in flight on a kept-alive connection, and that instance's close
   * begun (it no longer listens); `release()` lets the request answer.
   */
  async function closingWithHeldRequest() {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let arrived = false;
    const closing = await startTestApp(
      {},
      (app) => {
        app.get('/held', async () => {
          arrived = true;
          return held.then(() => ({ done: true }));
        });
      },
      { sameDatabaseAs: first },
    );
    const socket = net.connect(Number(new URL(closing.origin).port), '127.0.0.1');
    const connection = { socket, received: '', ended: new Promise((resolve) => socket.on('close', resolve)) };
    socket.on('data', (part) => (connection.received += part));
    socket.write('GET /held HTTP/1.1\r\nhost: localhost\r\n\r\n');
    await expect.poll(() => arrived).toBe(true);
    const closed = closing.app.close();
    await expect.poll(() => closing.app.server.listening).toBe(false);
    return { connection, closed, release };
  }

  it('answers a request that still reaches it with the catalogue’s SERVICE_UNAVAILABLE, Retry-After and Connection: close', async () => {
    const { connection, closed, release } = await closingWithHeldRequest();
    // The next request on the same connection (as a load balancer reuses one) arrives while it closes.
    const write = JSON.stringify({ version: 1 });
    connection.socket.write(
      `POST /v3/claims HTTP/1.1\r\nhost: localhost\r\naccept-language: en\r\ncontent-type: application/json\r\ncontent-length: ${write.length}\r\n\r\n${write}`,
    );
    release();
    await Promise.all([closed, connection.ended]);
    const answers = connection.received.split(/(?=HTTP\/1\.1 )/);
    expect(answers).toHaveLength(2);
    expect(answers[0]).toMatch(/^HTTP\/1\.1 200/);
    const [head, refusal] = answers[1]!.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 503/);
    expect(head).toMatch(/^retry-after: 1$/im);
    expect(head).toMatch(/^connection: close$/im);
    expect(JSON.parse(refusal!)).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: ERROR_MESSAGES.SERVICE_UNAVAILABLE.en,
    });
  });

  it('closes a connection busy when closing began once its answer is sent, so the instance stops at once', async () => {
    const { connection, closed, release } = await closingWithHeldRequest();
    release();
    // Otherwise the kept-alive connection holds the close for Fastify's keep-alive time (72 s): the test times out.
    await Promise.all([closed, connection.ended]);
    expect(connection.received).toMatch(/^HTTP\/1\.1 200/);
  });
});
