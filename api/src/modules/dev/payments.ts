// The development bank's page (PAYMENT_PROVIDER=dev, development mode only; docs/payments.md): it
// shows a charge as a bank app would and, when the person pays it, sends the provider's signed
// webhook to the API, exactly the request a real gateway would send, so `npm start` shows the whole
// path from the "Pay" panel to the invoice paid. It answers this machine or an operations user.
// Outside Brazil it shows the invoice's country's method (issue 28): the SPEI or ACH transfer to
// send, or PSE's redirect, which returns the customer to their policy once paid.
import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import {
  countryOfCurrency,
  formatBoletoLine,
  formatClabe,
  formatCurrency,
  ONLINE_PAYMENT_METHODS,
} from '@platform/domain';
import type { AppConfig } from '../../config';
import { invoices, paymentCharges } from '../../db/schema';
import { DEV_SIGNATURE_HEADER, signWebhook } from '../policies';
import { fromThisMachine } from './this-machine';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const TxidParams = Type.Object({ txid: Type.String({ pattern: '^[A-Za-z0-9]{1,25}$' }) });
const PayBody = Type.Object({ method: Type.Enum([...ONLINE_PAYMENT_METHODS]) });
const METHOD_NAMES: Record<(typeof ONLINE_PAYMENT_METHODS)[number], string> = {
  PIX: 'Pix',
  BOLETO: 'boleto',
  SPEI: 'SPEI transfer',
  PSE: 'PSE',
  ACH: 'ACH transfer',
};
type ChargeRow = typeof paymentCharges.$inferSelect;

/** What the page shows of the charge and the buttons that pay it, by the invoice's country's method. */
function howToPay(charge: ChargeRow, action: string) {
  const button = (method: string, label: string) => `<button name="method" value="${method}">${escape(label)}</button>`;
  const rows = (pairs: [string, string][]) =>
    pairs.map(([term, value]) => `<dt>${escape(term)}</dt><dd>${escape(value)}</dd>`).join('');
  const transfer = charge.transfer;
  const [details, buttons] =
    transfer?.method === 'SPEI'
      ? [
          rows([
            ['CLABE', formatClabe(transfer.clabe)],
            ['Numeric reference', transfer.reference],
            ['Concept', transfer.concept],
          ]),
          button('SPEI', 'Send the SPEI transfer'),
        ]
      : transfer?.method === 'ACH'
        ? [
            rows([
              ['Routing number', transfer.routing_number],
              ['Account number', transfer.account_number],
              ['Reference', transfer.reference],
            ]),
            button('ACH', 'Send the ACH transfer'),
          ]
        : transfer?.method === 'PSE'
          ? [rows([['PSE', 'Bank chosen: development bank']]), button('PSE', 'Authorise the debit (PSE)')]
          : [
              rows([['Boleto', formatBoletoLine(charge.boleto_line ?? '')]]),
              `${button('PIX', 'Pay by Pix')}${button('BOLETO', 'Pay the boleto')}`,
            ];
  return { details, form: `<form method="post" action="${escape(action)}/pay">${buttons}</form>` };
}

function page(title: string, content: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dd{margin:0;overflow-wrap:anywhere}button{font:inherit;padding:.5rem 1rem;margin:.25rem .5rem .25rem 0;background:#1f4fd1;color:#fff;border:0;border-radius:6px;cursor:pointer}</style></head>
<body><h1>${escape(title)}</h1>${content}</body></html>`;
}

// The page styles itself inline and posts its own form; nothing else may load or run.
const PAGE_HELMET = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      styleSrc: ["'unsafe-inline'"],
      formAction: ["'self'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
    },
  },
} as const;

const sendPage = (reply: FastifyReply, body: string) =>
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
const NO_CHARGE = page('Development bank', '<p>No charge has this transaction id.</p>');

const routes: FastifyPluginAsyncTypebox<{ config: AppConfig }> = async (app, { config }) => {
  const secret = config.paymentWebhookSecret ?? '';
  app.addHook('onRequest', async (request, reply) => {
    if (fromThisMachine(request)) return;
    await app.authenticate(request, reply);
    await app.requireOperations(request, reply);
  });
  // The bank's form posts as a browser does.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const chargeOf = async (txid: string) => {
    const [row] = await app.database.db
      .select({ charge: paymentCharges, invoice: invoices })
      .from(paymentCharges)
      .innerJoin(invoices, eq(invoices.id, paymentCharges.invoice_id))
      .where(eq(paymentCharges.txid, txid));
    return row ?? null;
  };

  app.get(
    '/dev/payments/:txid',
    {
      schema: {
        tags: ['dev'],
        summary: "The development bank's page for a charge (HTML)",
        params: TxidParams,
        hide: true,
      },
    },
    async (request, reply) => {
      const row = await chargeOf(request.params.txid);
      if (!row) return sendPage(reply.code(404), NO_CHARGE);
      const { charge, invoice } = row;
      const amount = formatCurrency(charge.amount, invoice.currency, {
        country: countryOfCurrency(invoice.currency) ?? 'br',
        language: 'en',
      });
      const paid = invoice.status === 'PAID';
      const { details, form } = howToPay(charge, request.params.txid);
      return sendPage(
        reply,
        page(
          'Development bank',
          `<p>Plays the payer's bank on this machine: paying here sends the provider's signed webhook to the platform.</p>
<dl><dt>Invoice</dt><dd>${escape(invoice.number)}</dd><dt>Amount</dt><dd>${escape(amount)}</dd><dt>Transaction id</dt><dd>${escape(charge.txid)}</dd>
${details}<dt>Status</dt><dd>${paid ? 'Paid' : 'Open'}</dd></dl>
${paid ? '<p role="status">This invoice is paid. You can close this page.</p>' : form}`,
        ),
      );
    },
  );

  app.post(
    '/dev/payments/:txid/pay',
    {
      schema: {
        tags: ['dev'],
        summary: 'Pays a charge on the development bank: sends the signed webhook (HTML)',
        params: TxidParams,
        body: PayBody,
        hide: true,
      },
      helmet: PAGE_HELMET,
    },
    async (request, reply) => {
      const row = await chargeOf(request.params.txid);
      if (!row) return sendPage(reply.code(404), NO_CHARGE);
      const event = {
        id: `dev-${randomUUID()}`,
        type: 'charge.paid',
        txid: row.charge.txid,
        method: request.body.method,
        amount: row.charge.amount,
        occurred_at: new Date().toISOString(),
      };
      const raw = JSON.stringify(event);
      const sent = await app.inject({
        method: 'POST',
        url: '/v3/payments/webhook',
        headers: { 'content-type': 'application/json', [DEV_SIGNATURE_HEADER]: signWebhook(secret, raw) },
        payload: raw,
      });
      const answer = sent.json<{ outcome?: string; code?: string }>();
      const said =
        sent.statusCode === 200
          ? `Paid by ${METHOD_NAMES[request.body.method]}. The platform answered ${escape(answer.outcome ?? '')}.`
          : `The platform refused the payment notice (${sent.statusCode} ${escape(answer.code ?? '')}).`;
      // PSE sends the customer back to the merchant once the bank has answered.
      const back =
        row.charge.transfer?.method === 'PSE'
          ? `<p><a href="${escape(`${config.publicUrl}/dashboard/policies/detail/${row.invoice.policy_id}`)}">Return to the insurer</a></p>`
          : '<p>You can close this page.</p>';
      return sendPage(reply, page('Development bank', `<p role="status">${said}</p>${back}`));
    },
  );
};

export default routes;
