// Each country's payment methods through the payment provider (issue 28, docs/payments.md), with the
// development bank: an invoice in pesos is a SPEI transfer (a valid CLABE, a numeric reference and a
// concept), one in Colombian pesos is PSE (the bank page it redirects to), one in dollars an ACH
// transfer (a valid routing number); another country's method is refused, by the webhook and by
// operations' record; the webhook pays a SPEI or PSE charge once; the PDF prints the amount in the
// invoice's currency and its country's instructions.
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessToday, formatClabe, formatCurrency, isValidAbaRouting, isValidClabe } from '@platform/domain';
import { checkouts, invoices, mailOutbox, paymentEvents } from '../../../src/db/schema';
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

/** A policy in `currency` starting today, and its first invoice (the fixture's checkout, in that currency). */
async function invoiceIn(currency: string) {
  const checkout = await insertSignedCheckout(db(), team.accountId, businessToday('br'), 1);
  await db().update(checkouts).set({ currency }).where(eq(checkouts.id, checkout.id));
  const policy = await issueCheckout(db(), checkout.id, { publicUrl: PUBLIC_URL });
  const [invoice] = await db().select().from(invoices).where(eq(invoices.policy_id, policy.id));
  expect(invoice!.currency).toBe(currency);
  return { policy, invoice: invoice! };
}

const openCharge = (policyId: string, invoiceId: string) =>
  call(api, 'PUT', `/v3/policies/${policyId}/invoices/${invoiceId}/charge`, team.tokens.admin);

const send = (event: Record<string, unknown>) => {
  const body = JSON.stringify({ type: 'charge.paid', occurred_at: new Date().toISOString(), ...event });
  return api.app.inject({
    method: 'POST',
    url: '/v3/payments/webhook',
    headers: { 'content-type': 'application/json', 'x-signature': signWebhook(SECRET, body) },
    payload: body,
  });
};

const invoiceRow = async (id: string) => (await db().select().from(invoices).where(eq(invoices.id, id)))[0]!;

describe("an invoice's charge in its country's method", () => {
  it('in pesos is a SPEI transfer to a valid CLABE with a numeric reference and a concept, no Pix nor boleto', async () => {
    const { policy, invoice } = await invoiceIn('MXN');
    const opened = await openCharge(policy.id, invoice.id);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body).toMatchObject({ currency: 'MXN', methods: ['SPEI'], pix_code: null, boleto_line: null });
    const transfer = opened.body.transfer;
    expect(transfer.method).toBe('SPEI');
    expect(isValidClabe(transfer.clabe)).toBe(true);
    expect(transfer.reference).toMatch(/^\d{1,7}$/);
    expect(transfer.concept).toMatch(/^[A-Za-z0-9 ]{1,40}$/);
    expect((await openCharge(policy.id, invoice.id)).body.transfer).toEqual(transfer);
  });

  it('in Colombian pesos is PSE, whose bank page is the development bank’s', async () => {
    const { policy, invoice } = await invoiceIn('COP');
    const charge = (await openCharge(policy.id, invoice.id)).body;
    expect(charge.methods).toEqual(['PSE']);
    expect(charge.transfer).toEqual({ method: 'PSE', bank_url: `/v3/dev/payments/${charge.txid}` });
  });

  it('in dollars is an ACH transfer to a valid routing number with the invoice’s reference', async () => {
    const { policy, invoice } = await invoiceIn('USD');
    const charge = (await openCharge(policy.id, invoice.id)).body;
    expect(charge.methods).toEqual(['ACH']);
    expect(isValidAbaRouting(charge.transfer.routing_number)).toBe(true);
    expect(charge.transfer).toMatchObject({ method: 'ACH', reference: invoice.number });
  });
});

describe("the provider's webhook", () => {
  it('pays a SPEI charge once; a replay changes nothing', async () => {
    const { policy, invoice } = await invoiceIn('MXN');
    const charge = (await openCharge(policy.id, invoice.id)).body;
    const event = { id: `evt-${charge.txid}`, txid: charge.txid, method: 'SPEI', amount: invoice.amount };
    expect((await send(event)).json()).toEqual({ outcome: 'PAID' });
    const paid = await invoiceRow(invoice.id);
    expect(paid).toMatchObject({ status: 'PAID', payment_method: 'SPEI', payment_provider: 'dev' });
    // The receipt names the way it was paid: a transfer by SPEI, not "Pix".
    const [receipt] = await db()
      .select({ body: mailOutbox.body })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.template, 'invoice-paid'), like(mailOutbox.link, `%/${policy.id}`)));
    expect(receipt!.body).toMatch(/, (por|by) SPEI\)/);
    expect((await send(event)).json()).toEqual({ outcome: 'REPLAYED' });
    expect((await invoiceRow(invoice.id)).version).toBe(paid.version);
  });

  it('refuses another country’s method (422, not kept), then pays the PSE charge from the bank page, which returns to the policy', async () => {
    const { policy, invoice } = await invoiceIn('COP');
    const charge = (await openCharge(policy.id, invoice.id)).body;
    const foreign = { id: `evt-${charge.txid}`, txid: charge.txid, method: 'PIX', amount: invoice.amount };
    const refused = await send(foreign);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('PAYMENT_METHOD_NOT_OFFERED');
    expect((await invoiceRow(invoice.id)).status).toBe('PENDING');
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.event_id, foreign.id))).toEqual([]);

    const page = await (await api.fetch(charge.transfer.bank_url)).text();
    expect(page).toContain('value="PSE"');
    const paid = await api.fetch(`${charge.transfer.bank_url}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'method=PSE',
    });
    const answer = await paid.text();
    expect(answer).toContain('answered PAID');
    expect(answer).toContain(`/dashboard/policies/detail/${policy.id}`);
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: 'PAID', payment_method: 'PSE' });
  });
});

describe("operations' record", () => {
  it('refuses a Pix for an invoice in dollars and takes its ACH transfer', async () => {
    const { invoice } = await invoiceIn('USD');
    const record = (method: string) =>
      call(api, 'POST', `/v3/operations/invoices/${invoice.id}/payment`, team.tokens.operations, {
        version: invoice.version,
        method,
      });
    const refused = await record('PIX');
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('PAYMENT_METHOD_NOT_OFFERED');
    expect((await record('ACH')).body).toMatchObject({ status: 'PAID', payment_method: 'ACH' });
  });
});

describe("the invoice's PDF", () => {
  it('prints the amount in pesos, the IVA inside it and the SPEI transfer, with no Pix or boleto', async () => {
    const { policy, invoice } = await invoiceIn('MXN');
    // The country's tax is in `tax`; `iof` is Brazil's and nothing in Mexico (migration 0011).
    await db().update(invoices).set({ tax: '123.45', iof: '0.00' }).where(eq(invoices.id, invoice.id));
    const pdf = await api.fetch(`/v3/policies/${policy.id}/invoices/${invoice.id}/document.pdf?language=es`, {
      headers: { authorization: `Bearer ${team.tokens.admin}` },
    });
    expect(pdf.status).toBe(200);
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
    const charge = (await openCharge(policy.id, invoice.id)).body;
    expect(text).toContain(formatCurrency(invoice.amount, 'MXN', { country: 'br', language: 'es' }));
    expect(text.replace(/\s+/g, '')).toContain(
      `IVA incluido:${formatCurrency('123.45', 'MXN', { country: 'br', language: 'es' })}`.replace(/\s+/g, ''),
    );
    expect(text).toContain('Transferencia SPEI');
    expect(text).toContain(formatClabe(charge.transfer.clabe));
    expect(text).toContain(charge.transfer.reference);
    expect(text).not.toContain('Boleto');
  });

  it('prints PSE’s whole address for an invoice in Colombian pesos', async () => {
    const { policy, invoice } = await invoiceIn('COP');
    const pdf = await api.fetch(`/v3/policies/${policy.id}/invoices/${invoice.id}/document.pdf?language=en`, {
      headers: { authorization: `Bearer ${team.tokens.admin}` },
    });
    const text = pdfText(Buffer.from(await pdf.arrayBuffer())).replace(/\s+/g, '');
    const charge = (await openCharge(policy.id, invoice.id)).body;
    expect(text).toContain('PaywithPSE');
    expect(text).toContain(`${PUBLIC_URL}${charge.transfer.bank_url}`.replace(/\s+/g, ''));
  });
});
