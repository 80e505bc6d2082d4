// Paying an invoice yourself (docs/payments.md, "Paying by Pix or boleto"): the customer's people
// and the broker of record open the invoice's charge (Pix QR and copy-and-paste code, boleto line),
// and the provider's webhook says it was paid. The webhook is public: its signature over the raw
// body is the credential, checked before the body is parsed for meaning; a bad one is refused (401)
// and logged.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ONLINE_PAYMENT_METHODS } from '@platform/domain';
import type { AppConfig } from '../../config';
import { AppError, notFound } from '../../lib/errors';
import { bearer, Money, Nullable, withErrors } from '../../lib/schemas';
import { guardedPolicy, policyAccessGuard } from './access';
import { findPolicyInvoice } from './invoices';
import { chargeable, chargeMethods, chargeOf, pixQrSvg } from './payment-charges';
import { paymentProvider } from './payment-provider';
import { tellPaymentsChanged } from './payment-routes';
import { applyPaymentEvent, PAYMENT_EVENT_OUTCOMES, PaymentEvent } from './payment-webhook';
import { DEV_SIGNATURE_HEADER } from './dev-payment-provider';
import { InvoiceParams } from './schemas';

const BankTransferSchema = Type.Union(
  [
    Type.Object({
      method: Type.Literal('SPEI'),
      beneficiary: Type.String(),
      bank: Type.String(),
      clabe: Type.String({ description: 'The 18-digit CLABE to transfer to' }),
      reference: Type.String({ description: "SPEI's numeric reference of this invoice (up to 7 digits)" }),
      concept: Type.String({ description: "SPEI's payment concept to type" }),
    }),
    Type.Object({
      method: Type.Literal('ACH'),
      beneficiary: Type.String(),
      bank: Type.String(),
      routing_number: Type.String({ description: 'The 9-digit ABA routing number' }),
      account_number: Type.String(),
      reference: Type.String({ description: "What the transfer's description carries: the invoice number" }),
    }),
    Type.Object({
      method: Type.Literal('PSE'),
      bank_url: Type.String({ description: 'Where PSE takes the customer to choose their bank and pay' }),
    }),
  ],
  { title: 'BankTransfer' },
);

const InvoiceCharge = Type.Object(
  {
    invoice_id: Type.String(),
    provider: Type.String(),
    txid: Type.String({ description: "The charge's transaction id (the Pix code's field 62)" }),
    amount: Money,
    currency: Type.String(),
    methods: Type.Array(Type.Enum([...ONLINE_PAYMENT_METHODS]), {
      description: "The invoice's country's methods this charge is paid by",
    }),
    pix_code: Nullable(Type.String({ description: 'The BR Code: the Pix copy-and-paste code (reais)' })),
    pix_qr_svg: Nullable(Type.String({ description: 'The BR Code as a QR code (SVG)' })),
    boleto_line: Nullable(Type.String({ description: 'The 47-digit digitable line (reais)' })),
    transfer: Nullable(BankTransferSchema),
    pay_url: Nullable(Type.String({ description: "The development bank's page that pays this charge" })),
  },
  { title: 'InvoiceCharge' },
);

const WebhookAnswer = Type.Object({ outcome: Type.Enum([...PAYMENT_EVENT_OUTCOMES]) }, { title: 'PaymentEventAnswer' });

/** The raw text of each webhook request, kept for the signature check. */
const rawBodies = new WeakMap<FastifyRequest, string>();
const UNREADABLE = Symbol('unreadable');

const routes: FastifyPluginAsyncTypebox<{ config: AppConfig }> = async (app, { config }) => {
  const db = () => app.database.db;
  const provider = paymentProvider(config.paymentProvider, { webhookSecret: config.paymentWebhookSecret });

  app.put(
    '/policies/:id/invoices/:invoiceId/charge',
    {
      schema: {
        operationId: 'openInvoiceCharge',
        tags: ['policies'],
        summary:
          "The invoice's charge in its country's methods (Pix and boleto, SPEI, PSE, ACH), made by the payment provider the first time and the same after; a paid invoice, or one whose country's methods the provider does not collect, is 409 ONLINE_PAYMENT_UNAVAILABLE",
        security: bearer,
        params: InvoiceParams,
        response: withErrors(InvoiceCharge),
      },
      preValidation: [app.authenticate, policyAccessGuard(app.database.db)],
    },
    async (request) => {
      const policy = guardedPolicy(request);
      const invoice = await findPolicyInvoice(db(), policy.id, request.params.invoiceId);
      if (!invoice) throw notFound();
      const charge = chargeable(provider, invoice) ? await chargeOf(db(), provider, invoice) : null;
      if (!charge) throw new AppError('ONLINE_PAYMENT_UNAVAILABLE');
      return {
        invoice_id: invoice.id,
        provider: charge.provider,
        txid: charge.txid,
        amount: charge.amount,
        currency: invoice.currency,
        methods: chargeMethods(provider, invoice),
        pix_code: charge.pix_code,
        pix_qr_svg: charge.pix_code ? await pixQrSvg(charge.pix_code) : null,
        boleto_line: charge.boleto_line,
        transfer: charge.transfer,
        pay_url: provider.payUrl?.(charge.txid) ?? null,
      };
    },
  );

  await app.register(async (webhook) => {
    // Kept as text: the signature is over the bytes as sent, and nothing reads them before it is checked.
    webhook.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 16_384 },
      (request, body, done) => {
        rawBodies.set(request, body as string);
        try {
          done(null, JSON.parse(body as string));
        } catch {
          done(null, UNREADABLE);
        }
      },
    );
    webhook.post(
      '/payments/webhook',
      {
        schema: {
          operationId: 'receivePaymentEvent',
          tags: ['payments'],
          summary: `A payment provider's event, signed in ${DEV_SIGNATURE_HEADER} (sha256=<hex HMAC-SHA256 of the raw body>): a bad signature is 401; the same event id again changes nothing (REPLAYED); an event that would move a paid invoice back is IGNORED`,
          headers: Type.Object({ [DEV_SIGNATURE_HEADER]: Type.Optional(Type.String({ maxLength: 200 })) }),
          body: PaymentEvent,
          response: withErrors(WebhookAnswer),
        },
        preValidation: async (request) => {
          const raw = rawBodies.get(request) ?? '';
          const signature = request.headers[DEV_SIGNATURE_HEADER];
          if (!provider.verifyWebhook?.(raw, typeof signature === 'string' ? signature : undefined)) {
            request.log.warn({ provider: provider.name, ip: request.ip }, 'payment webhook refused: bad signature');
            throw new AppError('WEBHOOK_SIGNATURE_INVALID');
          }
          if ((request.body as unknown) === UNREADABLE) throw new AppError('INVALID_JSON');
        },
      },
      async (request) => {
        const event = request.body as PaymentEvent;
        const applied = await applyPaymentEvent(db(), provider.name, event, { publicUrl: config.publicUrl });
        if (applied.changed)
          await tellPaymentsChanged(app, { id: applied.changed.policyId, accountId: applied.changed.accountId });
        return { outcome: applied.outcome };
      },
    );
  });
};

export default routes;
