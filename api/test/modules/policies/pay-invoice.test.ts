// Paying an invoice yourself through HTTP (docs/payments.md, "Paying by Pix or boleto"), with the
// development bank as the provider: the invoice's charge (a valid BR Code and boleto, the same on
// every look), who may open it, the PDF that prints it, and the webhook: signed over the raw body
// (a bad or missing signature is 401 and changes nothing), once per event id (a replay is a no-op),
// never moving a paid invoice back, never 5xx on bad input; the first instalment activates the policy
// and the billing e-mail, else the policyholder, gets the receipt.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boletoBancarioLinhaDigitavel } from 'boleto-brasileiro-validator';
import { hasError, parsePix } from 'pix-utils';
import { businessToday, formatBoletoLine, formatCurrency, hasValidPixCrc } from '@platform/domain';
import { accounts, invoices, mailOutbox, paymentEvents, policies } from '../../../src/db/schema';
import { issueCheckout } from '../../../src/modules/policies';
import { signWebhook } from '../../../src/modules/policies/dev-payment-provider';
import { PUBLIC_URL, startTestApp, type TestApp } from '../../support/app';
import { pdfText } from '../../support/pdf-text';
import { call, teamFixture, type TeamFixture } from '../../support/role-tokens';
import { insertSignedCheckout } from '../../support/signed-checkout';

let api: TestApp;
let team: TeamFixture;
const db = () => api.app.database.db;
const SECRET = 'test-payment-webhook-secret';

beforeAll(async () => {
  api = await startTestApp({ paymentProvider: 'dev', paymentWebhookSecret: SECRET });
  team = await teamFixture(api);
}, 120_000);
afterAll(async () => api?.close());

/** A policy starting today, waiting for its first instalment, and its invoices. */
async function policyToPay() {
  const checkout = await insertSignedCheckout(db(), team.accountId, businessToday('br'), 2);
  const policy = await issueCheckout(db(), checkout.id, { publicUrl: PUBLIC_URL });
  const rows = await db().select().from(invoices).where(eq(invoices.policy_id, policy.id));
  return { policy, invoices: rows.sort((a, b) => a.instalment - b.instalment) };
}

const openCharge = (policyId: string, invoiceId: string, token: string | undefined = team.tokens.admin) =>
  call(api, 'PUT', `/v3/policies/${policyId}/invoices/${invoiceId}/charge`, token);

const send = (body: string, signature: string | null = signWebhook(SECRET, body)) =>
  api.app.inject({
    method: 'POST',
    url: '/v3/payments/webhook',
    headers: { 'content-type': 'application/json', ...(signature ? { 'x-signature': signature } : {}) },
    payload: body,
  });

const paidEvent = (txid: string, amount: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    id: `evt-${txid}-${Math.random()}`,
    type: 'charge.paid',
    txid,
    method: 'PIX',
    amount,
    occurred_at: new Date().toISOString(),
    ...extra,
  });

const invoiceRow = async (id: string) => (await db().select().from(invoices).where(eq(invoices.id, id)))[0]!;

describe("an invoice's charge", () => {
  it('is a valid Pix BR Code with the amount and txid and a valid boleto line, the same on every look', async () => {
    const {
      policy,
      invoices: [first],
    } = await policyToPay();
    const opened = await openCharge(policy.id, first!.id);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const charge = opened.body;
    expect(hasValidPixCrc(charge.pix_code)).toBe(true);
    const parsed = parsePix(charge.pix_code);
    expect(hasError(parsed)).toBe(false);
    expect(parsed).toMatchObject({ txid: charge.txid, transactionAmount: Number(first!.amount) });
    expect(boletoBancarioLinhaDigitavel(charge.boleto_line, true)).toBe(true);
    expect(charge.pix_qr_svg).toMatch(/^<svg/);
    expect(charge.pay_url).toBe(`/v3/dev/payments/${charge.txid}`);
    const again = await openCharge(policy.id, first!.id, team.tokens.member);
    expect(again.body.txid).toBe(charge.txid);
    expect(again.body.boleto_line).toBe(charge.boleto_line);
  });

  it('is hidden from another tenant, forbidden to operations, and refused for a paid invoice', async () => {
    const {
      policy,
      invoices: [first],
    } = await policyToPay();
    expect((await openCharge(policy.id, first!.id, team.tokens.otherAdmin)).status).toBe(404);
    expect((await openCharge(policy.id, first!.id, team.tokens.operations)).status).toBe(403);
    expect((await openCharge(policy.id, first!.id, '')).status).toBe(401);
    await db().update(invoices).set({ status: 'PAID', paid_at: new Date() }).where(eq(invoices.id, first!.id));
    const paid = await openCharge(policy.id, first!.id);
    expect(paid.status).toBe(409);
    expect(paid.body.code).toBe('ONLINE_PAYMENT_UNAVAILABLE');
  });

  it('is printed on the invoice PDF: amount, Pix code and boleto line', async () => {
    const {
      policy,
      invoices: [first],
    } = await policyToPay();
    const pdf = await api.fetch(`/v3/policies/${policy.id}/invoices/${first!.id}/document.pdf?language=en`, {
      headers: { authorization: `Bearer ${team.tokens.admin}` },
    });
    expect(pdf.status).toBe(200);
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
    const charge = (await openCharge(policy.id, first!.id)).body;
    const squeezed = text.replace(/\s+/g, '');
    expect(squeezed).toContain(charge.pix_code.replace(/\s+/g, ''));
    expect(text).toContain(formatBoletoLine(charge.boleto_line));
    expect(text).toContain(formatCurrency(first!.amount, 'BRL', { country: 'br', language: 'en' }));
  });
});

describe("the provider's webhook", () => {
  it('refuses a bad or missing signature (401) and changes nothing', async () => {
    const {
      policy,
      invoices: [first],
    } = await policyToPay();
    const charge = (await openCharge(policy.id, first!.id)).body;
    const body = paidEvent(charge.txid, first!.amount);
    for (const signature of [null, 'sha256=00', signWebhook('another secret', body)]) {
      const refused = await send(body, signature);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe('WEBHOOK_SIGNATURE_INVALID');
    }
    // Signed, then changed on the way: the signature no longer matches.
    const tampered = await send(body.replace(first!.amount, '0.01'), signWebhook(SECRET, body));
    expect(tampered.statusCode).toBe(401);
    expect((await invoiceRow(first!.id)).status).toBe('PENDING');
  });

  it('records the payment once: the invoice paid, the policy active, the receipt mailed; a replay changes nothing', async () => {
    const {
      policy,
      invoices: [first],
    } = await policyToPay();
    const billing = `billing-${Date.now()}@example.com`;
    await db().update(accounts).set({ billing_email: billing }).where(eq(accounts.id, team.accountId));
    const charge = (await openCharge(policy.id, first!.id)).body;
    const body = paidEvent(charge.txid, first!.amount);
    const paid = await send(body);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toEqual({ outcome: 'PAID' });
    const row = await invoiceRow(first!.id);
    expect(row).toMatchObject({ status: 'PAID', payment_method: 'PIX', payment_provider: 'dev' });
    const [saved] = await db().select({ status: policies.status }).from(policies).where(eq(policies.id, policy.id));
    expect(saved!.status).toBe('ACTIVE');
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.to_email, billing));
    expect(mails.map((mail) => mail.template)).toEqual(['invoice-paid']);

    const replay = await send(body);
    expect(replay.json()).toEqual({ outcome: 'REPLAYED' });
    expect((await invoiceRow(first!.id)).version).toBe(row.version);
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.to_email, billing))).toHaveLength(1);
    await db().update(accounts).set({ billing_email: null }).where(eq(accounts.id, team.accountId));
  });

  it('ignores an out-of-order "processing" for a paid invoice, and queues a pending one', async () => {
    const {
      policy,
      invoices: [first, second],
    } = await policyToPay();
    const charge = (await openCharge(policy.id, first!.id)).body;
    expect((await send(paidEvent(charge.txid, first!.amount))).json()).toEqual({ outcome: 'PAID' });
    const late = await send(paidEvent(charge.txid, first!.amount, { type: 'charge.processing' }));
    expect(late.json()).toEqual({ outcome: 'IGNORED' });
    expect((await invoiceRow(first!.id)).status).toBe('PAID');

    const next = (await openCharge(policy.id, second!.id)).body;
    const queued = await send(paidEvent(next.txid, second!.amount, { type: 'charge.processing', method: 'BOLETO' }));
    expect(queued.json()).toEqual({ outcome: 'QUEUED' });
    expect((await invoiceRow(second!.id)).status).toBe('IN_QUEUE');
    const kept = await db()
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.txid, next.txid), eq(paymentEvents.outcome, 'QUEUED')));
    expect(kept).toHaveLength(1);
  });

  it('ignores an amount that is not the charge’s, refuses a later instalment before the first (409, to be retried)', async () => {
    const {
      policy,
      invoices: [first, second],
    } = await policyToPay();
    const charge = (await openCharge(policy.id, first!.id)).body;
    expect((await send(paidEvent(charge.txid, '0.01'))).json()).toEqual({ outcome: 'IGNORED' });
    expect((await invoiceRow(first!.id)).status).toBe('PENDING');
    const next = (await openCharge(policy.id, second!.id)).body;
    const body = paidEvent(next.txid, second!.amount);
    const early = await send(body);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('EARLIER_INSTALMENT_OPEN');
    // Not kept: the provider's retry, once the first is paid, lands.
    expect((await send(paidEvent(charge.txid, first!.amount))).json()).toEqual({ outcome: 'PAID' });
    expect((await send(body)).json()).toEqual({ outcome: 'PAID' });
  });

  it('answers bad input, signed or not, with a catalogue refusal and never a 5xx', async () => {
    const signedBodies = [
      '{',
      '',
      'null',
      '[]',
      '{"id":"x"}',
      JSON.stringify({
        id: 'e',
        type: 'charge.paid',
        txid: 'UNKNOWNTXID',
        method: 'PIX',
        amount: '1.00',
        occurred_at: new Date().toISOString(),
      }),
      JSON.stringify({ id: 'e', type: 'charge.refunded', txid: 'A', method: 'PIX', amount: '1.00', occurred_at: 'x' }),
      JSON.stringify({
        id: 'e'.repeat(500),
        type: 'charge.paid',
        txid: 'A-B',
        method: 'CARD',
        amount: '1e9',
        occurred_at: 'x',
      }),
    ];
    for (const body of signedBodies) {
      const answer = await send(body);
      expect(answer.statusCode, body).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, body).toBeLessThan(500);
      expect(answer.json().code, body).toMatch(/^[A-Z_]+$/);
    }
    expect((await send('{"id":"x"}', null)).statusCode).toBe(401);
    expect((await send('{', null)).statusCode).toBe(401);
  });
});

describe('the development bank', () => {
  it('pays a charge from its page by sending the signed webhook, and shows the invoice paid', async () => {
    const {
      policy,
      invoices: [first],
    } = await policyToPay();
    const charge = (await openCharge(policy.id, first!.id)).body;
    const shown = await api.fetch(`/v3/dev/payments/${charge.txid}`);
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain(first!.number);
    const paid = await api.fetch(`/v3/dev/payments/${charge.txid}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'method=BOLETO',
    });
    expect(await paid.text()).toContain('answered PAID');
    expect((await invoiceRow(first!.id)).payment_method).toBe('BOLETO');
    expect((await api.fetch('/v3/dev/payments/NOSUCHTXID')).status).toBe(404);
  });
});
