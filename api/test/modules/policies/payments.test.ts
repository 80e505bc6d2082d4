// Invoices and payments through HTTP (docs/payments.md): issuance writes one invoice per instalment,
// once; the account's people and broker of record read them and download each as a PDF, other
// tenants see nothing; operations record a payment (a stale version is 409, instalments in order); the first
// instalment activates the policy at once, or at its start date; the weekly job marks late and
// delayed invoices, mails the billing e-mail (else the policyholder) once, and settles policies.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessToday, formatCurrency, formatDate, formatTaxId, plusDays } from '@platform/domain';
import { accounts, brokerCustomers, invoices, mailOutbox, policies } from '../../../src/db/schema';
import { createInvoices, issueCheckout, startPolicies, syncPayments } from '../../../src/modules/policies';
import { BROKER_ID } from '../../../src/seed/demo-data';
import { PUBLIC_URL, startTestApp, type TestApp } from '../../support/app';
import { pdfText } from '../../support/pdf-text';
import { call, teamFixture, type TeamFixture } from '../../support/role-tokens';
import { insertSignedCheckout } from '../../support/signed-checkout';

let api: TestApp;
let team: TeamFixture;
// The team's accounts are Brazilian: their days are São Paulo's (the business-date module).
const inDays = (days: number, from = businessToday('br')) => plusDays(from, days);
const db = () => api.app.database.db;

beforeAll(async () => {
  api = await startTestApp();
  team = await teamFixture(api);
}, 120_000);
afterAll(async () => api?.close());

/** A signed checkout for the account, issued: the policy. */
async function issuedPolicy(startInDays: number, accountId = team.accountId, instalments = 4) {
  const checkout = await insertSignedCheckout(db(), accountId, inDays(startInDays), instalments);
  return issueCheckout(db(), checkout.id, { publicUrl: PUBLIC_URL });
}

const invoicesOf = (policyId: string) =>
  call(api, 'GET', `/v3/policies/${policyId}/invoices`, team.tokens.admin).then((answer) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.items as {
      id: string;
      instalment: number;
      status: string;
      version: number;
      amount: string;
      due_date: string;
    }[];
  });
const policyStatus = async (id: string) =>
  (await db().select({ status: policies.status }).from(policies).where(eq(policies.id, id)))[0]!.status;
const pay = (invoiceId: string, version: number, token = team.tokens.operations, extra = {}) =>
  call(api, 'POST', `/v3/operations/invoices/${invoiceId}/payment`, token, { version, method: 'PIX', ...extra });

describe('invoices', () => {
  it('are written with the policy, one per instalment, once', async () => {
    const policy = await issuedPolicy(0);
    const again = await issueCheckout(db(), policy.checkout_id!, { publicUrl: PUBLIC_URL });
    expect(again.id).toBe(policy.id);
    await createInvoices(db(), policy);
    const rows = await db().select().from(invoices).where(eq(invoices.policy_id, policy.id));
    expect(rows).toHaveLength(4);
    const listed = await invoicesOf(policy.id);
    expect(listed.map((invoice) => invoice.instalment)).toEqual([1, 2, 3, 4]);
    expect(listed.map((invoice) => invoice.amount)).toEqual(policy.instalments.map((item) => item.amount));
    expect(listed.every((invoice) => invoice.status === 'PENDING' && invoice.version === 1)).toBe(true);
    expect(policy.status).toBe('PENDING_INITIAL_PAYMENT');
  });

  it('are read by the account’s people and its broker of record, hidden from others, as PDFs too', async () => {
    const policy = await issuedPolicy(3);
    const [first] = await invoicesOf(policy.id);
    const path = `/v3/policies/${policy.id}/invoices`;
    expect((await call(api, 'GET', path, team.tokens.member)).status).toBe(200);
    expect((await call(api, 'GET', path, team.tokens.otherAdmin)).status).toBe(404);
    expect((await call(api, 'GET', path, team.tokens.broker)).status).toBe(404);
    expect((await call(api, 'GET', path, team.tokens.operations)).status).toBe(403);
    expect((await call(api, 'GET', path)).status).toBe(401);
    await db()
      .insert(brokerCustomers)
      .values({ broker_id: BROKER_ID, account_id: team.accountId, customer_name: 'Alice' });
    const asBroker = await call(api, 'GET', path, team.tokens.broker);
    expect(asBroker.status).toBe(200);
    expect(asBroker.body.items).toHaveLength(4);

    const pdf = await api.fetch(`${path}/${first!.id}/document.pdf?language=en`, {
      headers: { authorization: `Bearer ${team.tokens.member}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const document = Buffer.from(await pdf.arrayBuffer());
    expect(document.subarray(0, 5).toString()).toBe('%PDF-');
    // The company's tax id as its country writes it (formatTaxId), not as stored.
    const [account] = await db().select().from(accounts).where(eq(accounts.id, team.accountId));
    expect(pdfText(document)).toContain(formatTaxId(account!.tax_id_type, account!.tax_id));
    // Another policy's invoice id under this policy is not found.
    const other = await issuedPolicy(3, team.otherAccountId);
    const [foreign] = await db().select().from(invoices).where(eq(invoices.policy_id, other.id));
    const crossed = await api.fetch(`${path}/${foreign!.id}/document.pdf`, {
      headers: { authorization: `Bearer ${team.tokens.admin}` },
    });
    expect(crossed.status).toBe(404);
  });

  it.each(['pt', 'en', 'es'] as const)(
    'as a PDF in %s write money and dates as the policy country writes them in that language',
    async (language) => {
      const policy = await issuedPolicy(3);
      const [first] = await invoicesOf(policy.id);
      const pdf = await api.fetch(`/v3/policies/${policy.id}/invoices/${first!.id}/document.pdf?language=${language}`, {
        headers: { authorization: `Bearer ${team.tokens.admin}` },
      });
      const text = pdfText(Buffer.from(await pdf.arrayBuffer())).replace(/: \n/g, ': ');
      const locale = { country: 'br', language } as const;
      expect(text).toContain(formatCurrency(first!.amount, 'BRL', locale));
      expect(text).toContain(formatDate(first!.due_date, locale, 'long'));
      expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    },
  );
});

describe('recording a payment', () => {
  it('activates a started policy at once with the first instalment; of two parallel records one wins, the other is 409', async () => {
    const policy = await issuedPolicy(0);
    const [first] = await invoicesOf(policy.id);
    const answers = await Promise.all([pay(first!.id, 1), pay(first!.id, 1)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const won = answers.find((answer) => answer.status === 200)!;
    const lost = answers.find((answer) => answer.status === 409)!;
    expect(won.body).toMatchObject({ status: 'PAID', version: 2, payment_method: 'PIX', policy_status: 'ACTIVE' });
    expect(lost.body).toMatchObject({ code: 'STALE_VERSION', current: { id: first!.id, status: 'PAID', version: 2 } });
    expect(await policyStatus(policy.id)).toBe('ACTIVE');
    // A replay later with the old version is stale too; with the version as it stands (a gateway's
    // retried webhook reads it first) the paid invoice answers as it is.
    const replay = await pay(first!.id, 1);
    expect([replay.status, replay.body.code]).toEqual([409, 'STALE_VERSION']);
    const retried = await pay(first!.id, 2);
    expect([retried.status, retried.body.version]).toEqual([200, 2]);
    const listed = await invoicesOf(policy.id);
    expect(listed.map((invoice) => invoice.status)).toEqual(['PAID', 'PENDING', 'PENDING', 'PENDING']);
  });

  it('keeps a policy CREATED until its start date, then ACTIVE without waiting for payment', async () => {
    const policy = await issuedPolicy(10);
    expect(policy.status).toBe('CREATED');
    const [first] = await invoicesOf(policy.id);
    expect((await pay(first!.id, 1)).body.policy_status).toBe('CREATED');
    expect(await startPolicies(db(), inDays(10))).toContain(policy.id);
    expect(await policyStatus(policy.id)).toBe('ACTIVE');
  });

  it('refuses a stale version with 409 and the invoice as it stands, a future date, and non-operations', async () => {
    const policy = await issuedPolicy(0);
    const [first, second] = await invoicesOf(policy.id);
    expect((await pay(second!.id, 1, team.tokens.admin)).status).toBe(403);
    expect((await pay(second!.id, 1, team.tokens.broker)).status).toBe(403);
    const future = await pay(second!.id, 1, team.tokens.operations, { paid_on: inDays(3) });
    expect([future.status, future.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    // The job marks the second instalment late (version 2): a payment read before is stale.
    await syncPayments(db(), {
      publicUrl: PUBLIC_URL,
      today: inDays(1, second!.due_date),
      only: [policy.id],
    });
    const stale = await pay(second!.id, 1);
    expect([stale.status, stale.body.code]).toEqual([409, 'STALE_VERSION']);
    expect(stale.body.current).toMatchObject({ id: second!.id, status: 'LATE', version: 2 });
    // Instalments are paid in order (docs/payments.md): the second waits for the first.
    const early = await pay(second!.id, 2, team.tokens.operations, { paid_on: inDays(0) });
    expect([early.status, early.body.code]).toEqual([409, 'EARLIER_INSTALMENT_OPEN']);
    const [firstNow, secondNow] = await invoicesOf(policy.id);
    expect(secondNow).toMatchObject({ status: 'LATE', version: 2 });
    expect((await pay(first!.id, firstNow!.version)).status).toBe(200);
    const paid = await pay(second!.id, 2, team.tokens.operations, { paid_on: inDays(0) });
    expect(paid.body).toMatchObject({ status: 'PAID', version: 3 });
  });
});

describe('the weekly payments job', () => {
  it('marks late invoices, mails the billing e-mail once, delays them after the notice, and settles policies', async () => {
    const policy = await issuedPolicy(2);
    const [first] = await invoicesOf(policy.id);
    const dueDay = first!.due_date;
    const weekAfter = inDays(7, dueDay);
    const synced = await syncPayments(db(), { publicUrl: PUBLIC_URL, today: weekAfter, only: [policy.id] });
    expect(synced.late).toEqual([first!.id]);
    expect(synced.policies.map((moved) => [moved.id, moved.status])).toEqual([[policy.id, 'PENDING_INITIAL_PAYMENT']]);
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.template, 'invoice-late'), eq(mailOutbox.to_email, 'financeiro@equipe.example')));
    const mine = mails.filter((mail) => mail.link?.endsWith(`/dashboard/policies/detail/${policy.id}`));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.body).toContain('15');
    // The next week: still late (inside the notice), no second mail.
    await syncPayments(db(), { publicUrl: PUBLIC_URL, today: inDays(14, dueDay), only: [policy.id] });
    expect((await invoicesOf(policy.id))[0]!.status).toBe('LATE');
    // After the 15 days' notice: DELAYED.
    const later = await syncPayments(db(), { publicUrl: PUBLIC_URL, today: inDays(16, dueDay), only: [policy.id] });
    expect(later.delayed).toEqual([first!.id]);
    const again = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.template, 'invoice-late'), eq(mailOutbox.to_email, 'financeiro@equipe.example')));
    expect(again.filter((mail) => mail.link?.endsWith(policy.id))).toHaveLength(1);
    // A delayed first instalment paid still activates the policy.
    const paid = await pay(first!.id, 3);
    expect(paid.body).toMatchObject({ status: 'PAID', policy_status: 'ACTIVE' });
    // At the expiry date the policy is EXPIRED.
    const [row] = await db().select().from(policies).where(eq(policies.id, policy.id));
    await syncPayments(db(), {
      publicUrl: PUBLIC_URL,
      today: inDays(1, row!.expiry_date),
      only: [policy.id],
    });
    expect(await policyStatus(policy.id)).toBe('EXPIRED');
  });

  it('mails the policyholder when the account has no billing e-mail', async () => {
    const policy = await issuedPolicy(0, team.otherAccountId, 1);
    const [invoice] = await db().select().from(invoices).where(eq(invoices.policy_id, policy.id));
    await syncPayments(db(), {
      publicUrl: PUBLIC_URL,
      today: inDays(1, invoice!.due_date),
      only: [policy.id],
    });
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.template, 'invoice-late'), eq(mailOutbox.to_email, team.emails.otherAdmin)));
    expect(mail?.link).toContain(policy.id);
  });
});

describe('the operations queue', () => {
  it('lists open invoices, earliest due first, filtered by pending or late', async () => {
    const policy = await issuedPolicy(0);
    const [first] = await invoicesOf(policy.id);
    await syncPayments(db(), {
      publicUrl: PUBLIC_URL,
      today: inDays(1, first!.due_date),
      only: [policy.id],
    });
    const late = await call(api, 'GET', '/v3/operations/invoices?status=LATE', team.tokens.operations);
    expect(late.status).toBe(200);
    const lateIds = late.body.items.map((item: { id: string }) => item.id);
    expect(lateIds).toContain(first!.id);
    expect(late.body.items.every((item: { status: string }) => ['LATE', 'DELAYED'].includes(item.status))).toBe(true);
    const pending = await call(api, 'GET', '/v3/operations/invoices?status=PENDING', team.tokens.operations);
    expect(pending.body.items.map((item: { id: string }) => item.id)).not.toContain(first!.id);
    const all = await call(api, 'GET', '/v3/operations/invoices', team.tokens.operations);
    const dues = all.body.items.map((item: { due_date: string }) => item.due_date);
    expect(dues).toEqual([...dues].sort());
    const mine = all.body.items.find((item: { id: string }) => item.id === first!.id);
    expect(mine).toMatchObject({
      policy_number: policy.policy_number,
      company_name: team.accountName,
      country: 'br',
      currency: 'BRL',
      product: 'CYBER',
    });
    expect((await call(api, 'GET', '/v3/operations/invoices', team.tokens.admin)).status).toBe(403);
  });
});
