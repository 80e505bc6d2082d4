// The homes' tasks through HTTP (issue 22 item 5): each kind appears from the records themselves,
// disappears once done, late ones come first, another account's (or another broker's) records
// never show, and operations see their queues with what is late.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businessToday,
  byUrgency,
  commissionDueOn,
  plusDays,
  PROPOSAL_DECISION_DAYS,
  RENEWAL_WINDOW_DAYS,
} from '@platform/domain';
import {
  applicationForms,
  brokerCustomers,
  checkouts,
  claims,
  commissionStatements,
  invoices,
  policies,
  quotes,
  signatureRequests,
  underwritingSubmissions,
} from '../../../src/db/schema';
import { issueCheckout } from '../../../src/modules/policies';
import { BROKER_ID } from '../../../src/seed/demo-data';
import { PUBLIC_URL, startTestApp, type TestApp } from '../../support/app';
import { call, teamFixture, type TeamFixture } from '../../support/role-tokens';
import { insertSignedCheckout } from '../../support/signed-checkout';

let api: TestApp;
let team: TeamFixture;
const db = () => api.app.database.db;
// The team's accounts are Brazilian: their days are São Paulo's (the business-date module).
const inDays = (days: number) => plusDays(businessToday('br'), days);
const day = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  api = await startTestApp();
  team = await teamFixture(api);
}, 120_000);
afterAll(async () => api?.close());

interface Task {
  kind: string;
  id: string;
  account_id: string;
  due_on: string | null;
  late: boolean;
  amount: string | null;
  reference: string | null;
  options: number | null;
  quote_id: string | null;
  signatories: { name: string; email: string }[];
}

async function tasksOf(token: string, path = '/v3/home/tasks'): Promise<Task[]> {
  const answer = await call(api, 'GET', path, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.items;
}
const ofKind = (tasks: Task[], kind: string) => tasks.filter((task) => task.kind === kind);

/** A policy of the account issued from a signed checkout, with its instalments due on the given days. */
async function policyWithInvoicesDue(accountId: string, dueDays: number[]) {
  const checkout = await insertSignedCheckout(db(), accountId, inDays(-60), dueDays.length);
  const policy = await issueCheckout(db(), checkout.id, { publicUrl: PUBLIC_URL });
  const rows = await db().select().from(invoices).where(eq(invoices.policy_id, policy.id));
  for (const invoice of rows)
    await db()
      .update(invoices)
      .set({ due_date: inDays(dueDays[invoice.instalment - 1]!) })
      .where(eq(invoices.id, invoice.id));
  return { policy, invoices: rows.sort((a, b) => a.instalment - b.instalment) };
}

describe('the customer home tasks', () => {
  it('lists an invoice due and a late one, late first, with the amount; a paid one disappears', async () => {
    const {
      invoices: [late, due, later],
    } = await policyWithInvoicesDue(team.accountId, [-5, 3, 40]);
    const before = ofKind(await tasksOf(team.tokens.admin), 'INVOICE_DUE');
    expect(before.map((task) => [task.id, task.late, task.due_on])).toEqual([
      [late!.id, true, inDays(-5)],
      [due!.id, false, inDays(3)],
    ]);
    expect(before[0]!.amount).toBe(late!.amount);
    expect(before.some((task) => task.id === later!.id)).toBe(false);

    const paid = await call(api, 'POST', `/v3/operations/invoices/${late!.id}/payment`, team.tokens.operations, {
      version: late!.version,
      method: 'PIX',
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const after = ofKind(await tasksOf(team.tokens.admin), 'INVOICE_DUE');
    expect(after.map((task) => task.id)).toEqual([due!.id]);
  });

  it('asks to choose among available options, one task per product, the recommended one leading', async () => {
    const expires = new Date(Date.now() + 10 * day);
    const rows = await db()
      .insert(quotes)
      .values(
        [false, true].map((recommended) => ({
          account_id: team.accountId,
          product: 'D_AND_O' as const,
          insurer: 'Seguradora Teste',
          coverage_limit: '1000000.00',
          gross_premium: '9000.00',
          status: 'AVAILABLE' as const,
          recommended,
          expires_at: expires,
        })),
      )
      .returning();
    const [task] = ofKind(await tasksOf(team.tokens.member), 'QUOTE_TO_CHOOSE');
    expect(task).toMatchObject({ options: 2, quote_id: rows[1]!.id, late: false });

    await db().update(quotes).set({ status: 'SELECTED' }).where(eq(quotes.id, rows[1]!.id));
    expect(ofKind(await tasksOf(team.tokens.member), 'QUOTE_TO_CHOOSE')).toEqual([]);
  });

  it('says whose signature is pending, from the signature request, until it is signed', async () => {
    const checkout = await insertSignedCheckout(db(), team.accountId, inDays(5), 1);
    await db().update(checkouts).set({ status: 'PENDING_SIGNATURE' }).where(eq(checkouts.id, checkout.id));
    const [request] = await db()
      .insert(signatureRequests)
      .values({
        checkout_id: checkout.id,
        checkout_version: checkout.version,
        token_hash: randomUUID(),
        signer_name: 'Sílvia Assinante',
        signer_email: 'silvia@team.test',
        expires_at: new Date(Date.now() + 7 * day),
        proposal_document: Buffer.from('%PDF-'),
        proposal_sha256: 'x',
      })
      .returning();
    const [task] = ofKind(await tasksOf(team.tokens.admin), 'SIGNATURE_PENDING');
    expect(task).toMatchObject({
      id: checkout.id,
      quote_id: checkout.quote_id,
      signatories: [{ name: 'Sílvia Assinante', email: 'silvia@team.test' }],
      late: false,
    });

    await db().update(signatureRequests).set({ status: 'SIGNED' }).where(eq(signatureRequests.id, request!.id));
    await db().update(checkouts).set({ status: 'SIGNED' }).where(eq(checkouts.id, checkout.id));
    expect(ofKind(await tasksOf(team.tokens.admin), 'SIGNATURE_PENDING')).toEqual([]);
  });

  it(`shows a renewal for an active policy ending within ${RENEWAL_WINDOW_DAYS} days, not one ending later`, async () => {
    const policy = (expiry: string, number: string) => ({
      account_id: team.accountId,
      product: 'E_AND_O' as const,
      insurer: 'Seguradora Teste',
      policy_number: number,
      status: 'ACTIVE' as const,
      effective_date: inDays(-300),
      expiry_date: expiry,
      coverage_limit: '500000.00',
    });
    const [soon] = await db()
      .insert(policies)
      .values([policy(inDays(20), `EO-SOON-${randomUUID()}`)])
      .returning();
    await db()
      .insert(policies)
      .values([{ ...policy(inDays(RENEWAL_WINDOW_DAYS + 30), `EO-LATER-${randomUUID()}`), product: 'CYBER' as const }]);
    const renewals = ofKind(await tasksOf(team.tokens.admin), 'RENEWAL_COMING');
    expect(renewals.map((task) => [task.id, task.due_on, task.reference])).toEqual([
      [soon!.id, inDays(20), soon!.policy_number],
    ]);

    // Renewed: a policy of the same product follows it, so nothing is left to do.
    await db()
      .insert(policies)
      .values({ ...policy(inDays(385), `EO-NEXT-${randomUUID()}`), status: 'CREATED', effective_date: inDays(20) });
    expect(ofKind(await tasksOf(team.tokens.admin), 'RENEWAL_COMING')).toEqual([]);
  });

  it('asks for the information operations requested on a claim, until the customer answers', async () => {
    const [claim] = await db()
      .insert(claims)
      .values({
        account_id: team.accountId,
        protocol_number: `SIN-HOME-${randomUUID()}`,
        type: 'OTHER',
        status: 'IN_PROGRESS',
        decision_due_on: inDays(20),
      })
      .returning();
    expect(ofKind(await tasksOf(team.tokens.admin), 'CLAIM_INFORMATION')).toEqual([]);

    const asked = await call(api, 'POST', `/v3/operations/claims/${claim!.id}/transitions`, team.tokens.operations, {
      event: 'REQUEST_INFORMATION',
      message: 'Envie o contrato.',
      version: claim!.version,
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const [task] = ofKind(await tasksOf(team.tokens.admin), 'CLAIM_INFORMATION');
    expect(task).toMatchObject({ id: claim!.id, reference: claim!.protocol_number, due_on: businessToday('br') });

    const answered = await call(api, 'POST', `/v3/claims/${claim!.id}/information`, team.tokens.admin, {
      message: 'Segue o contrato.',
      version: asked.body.version,
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(ofKind(await tasksOf(team.tokens.admin), 'CLAIM_INFORMATION')).toEqual([]);
  });

  it('never shows another account’s records, and keeps every list late first', async () => {
    const {
      invoices: [foreign],
    } = await policyWithInvoicesDue(team.otherAccountId, [-2]);
    const mine = await tasksOf(team.tokens.admin);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((task) => task.account_id === team.accountId)).toBe(true);
    expect([...mine].sort(byUrgency)).toEqual(mine);
    const theirs = await tasksOf(team.tokens.otherAdmin);
    expect(theirs.map((task) => task.id)).toEqual([foreign!.id]);
  });

  it('is for customers: brokers and operations are refused, a guest must sign in', async () => {
    expect((await call(api, 'GET', '/v3/home/tasks', team.tokens.broker)).status).toBe(403);
    expect((await call(api, 'GET', '/v3/home/tasks', team.tokens.operations)).status).toBe(403);
    expect((await call(api, 'GET', '/v3/home/tasks')).status).toBe(401);
  });
});

describe('the broker home tasks', () => {
  it('lists the tasks of the broker’s book only, once it is broker of record', async () => {
    const {
      invoices: [late],
    } = await policyWithInvoicesDue(team.otherAccountId, [-9]);
    const before = await tasksOf(team.tokens.broker, '/v3/broker/home/tasks');
    expect(before.some((task) => task.account_id === team.otherAccountId)).toBe(false);

    await db()
      .insert(brokerCustomers)
      .values({ broker_id: BROKER_ID, account_id: team.otherAccountId, customer_name: 'Otto' });
    const after = await tasksOf(team.tokens.broker, '/v3/broker/home/tasks');
    const book = after.filter((task) => task.account_id === team.otherAccountId);
    expect(book.find((task) => task.id === late!.id)).toMatchObject({ kind: 'INVOICE_DUE', late: true });
    expect(after.some((task) => task.account_id === team.accountId)).toBe(false);
    expect([...after].sort(byUrgency)).toEqual(after);
    expect((await call(api, 'GET', '/v3/broker/home/tasks', team.tokens.admin)).status).toBe(403);
  });
});

describe('the operations home queues', () => {
  type Queue = { queue: string; count: number; late: number; due_on: string | null };
  const queues = async (): Promise<Queue[]> => {
    const answer = await call(api, 'GET', '/v3/operations/home/queues', team.tokens.operations);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.items;
  };
  const queue = (list: Queue[], name: string) => list.find((item) => item.queue === name)!;

  it('counts a referred case past its legal deadline as late, and puts late queues first', async () => {
    const before = queue(await queues(), 'underwriting');
    const [form] = await db()
      .insert(applicationForms)
      .values({ account_id: team.accountId, products: ['CYBER'], status: 'QUOTING' })
      .returning();
    await db()
      .insert(underwritingSubmissions)
      .values({
        form_id: form!.id,
        account_id: team.accountId,
        products: ['CYBER'],
        definition_versions: {},
        answers: {},
        status: 'REFERRED',
        created_at: new Date(Date.now() - (PROPOSAL_DECISION_DAYS + 2) * day),
      });
    const list = await queues();
    const after = queue(list, 'underwriting');
    expect(after.count).toBe(before.count + 1);
    expect(after.late).toBe(before.late + 1);
    expect(after.due_on! <= inDays(-2)).toBe(true);
    expect(list.map((item) => item.queue).sort()).toEqual([
      'broker-approvals',
      'broker-statements',
      'claims',
      'cyber',
      'payments',
      'underwriting',
    ]);
    const urgency = (item: Queue) => ({ late: item.late > 0, due_on: item.due_on });
    expect([...list].sort((a, b) => byUrgency(urgency(a), urgency(b)))).toEqual(list);
    expect(list[0]!.late).toBeGreaterThan(0);
  });

  it('counts a claim past its decision day as late, but not one waiting for the customer, and a late invoice', async () => {
    const before = await queues();
    const claim = (decision_due_on: string, information_requested_at: Date | null) => ({
      account_id: team.accountId,
      protocol_number: `SIN-OPS-${randomUUID()}`,
      type: 'OTHER',
      status: 'IN_PROGRESS' as const,
      decision_due_on,
      information_requested_at,
    });
    await db()
      .insert(claims)
      .values([claim(inDays(-1), null), claim(inDays(-3), new Date())]);
    await policyWithInvoicesDue(team.otherAccountId, [-4]);
    const after = await queues();
    expect(queue(after, 'claims').count).toBe(queue(before, 'claims').count + 1);
    expect(queue(after, 'claims').late).toBe(queue(before, 'claims').late + 1);
    expect(queue(after, 'payments').late).toBe(queue(before, 'payments').late + 1);
  });

  it('counts the brokers’ statements awaiting operations (a note to decide, an approved note to pay), late past the commission’s due day', async () => {
    const before = queue(await queues(), 'broker-statements');
    const thisMonth = businessToday('br').slice(0, 7);
    const statement = (
      period: string,
      note_status: 'PENDING' | 'WAITING_APPROVAL' | 'APPROVED',
      paid_at: Date | null,
    ) => ({
      broker_id: BROKER_ID,
      period,
      sequence: 9,
      amount: '100.00',
      note_status,
      paid_at,
    });
    await db()
      .insert(commissionStatements)
      .values([
        // A note sent for March 2019: its commission was due by the end of April 2019 (commissionDueOn).
        statement('2019-03', 'WAITING_APPROVAL', null),
        // An approved note whose payment is to record, due by the end of next month: not late.
        statement(thisMonth, 'APPROVED', null),
        // Neither waits for operations: no note yet, and paid.
        statement('2019-01', 'PENDING', null),
        statement('2019-02', 'APPROVED', new Date()),
      ]);
    const after = queue(await queues(), 'broker-statements');
    expect(after.count).toBe(before.count + 2);
    expect(after.late).toBe(before.late + 1);
    expect(after.due_on).toBe(commissionDueOn('2019-03-01'));
    expect(after.due_on).toBe('2019-04-30');
  });

  it('is for operations only', async () => {
    expect((await call(api, 'GET', '/v3/operations/home/queues', team.tokens.admin)).status).toBe(403);
    expect((await call(api, 'GET', '/v3/operations/home/queues', team.tokens.broker)).status).toBe(403);
  });
});
