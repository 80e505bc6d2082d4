// The development bank (PAYMENT_PROVIDER=dev, the default of `npm start` and the e2e stack): it
// makes a real Pix BR Code and a real boleto for each invoice, as a gateway would, and its page
// (modules/dev/payments.ts) plays the payer: it pays a charge and sends the signed webhook, so the
// whole path runs on one machine. Its key, bank and receiver are made up; nothing leaves the machine.
// Outside Brazil it collects each country's method (dev-bank-transfers.ts): SPEI, PSE and ACH.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { boletoOf, ONLINE_PAYMENT_METHODS, pixBrCode, toCents } from '@platform/domain';
import { devInstructions, devTransfer } from './dev-bank-transfers';
import type { PaymentProvider, ProviderSettings } from './payment-provider';

/** The development bank's Pix key (a random key, as a receiver would register one). */
export const DEV_PIX_KEY = '7d9f0c1e-5b2a-4e8f-9c3d-2a1b0e6f4d58';
// 999 is no bank: a boleto of the development bank cannot be paid anywhere real.
const DEV_BANK = '999';
export const DEV_SIGNATURE_HEADER = 'x-signature';

/** `sha256=<hex HMAC-SHA256 of the raw body>`, what the webhook's X-Signature carries. */
export const signWebhook = (secret: string, rawBody: string) =>
  `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;

// 25 letters and digits: the longest txid a static BR Code carries (field 62-05).
const newTxid = () => randomBytes(16).toString('hex').slice(0, 25).toUpperCase();
// The boleto's free field (our number) from the txid, so the two name the same charge.
const freeFieldOf = (txid: string) => BigInt(`0x${txid}`).toString().padStart(25, '0').slice(-25);

// The development bank's page for a charge: where its "Pay" link, and PSE's redirect, go.
const payUrl = (txid: string) => `/v3/dev/payments/${txid}`;

export function devPaymentProvider({ webhookSecret }: ProviderSettings): PaymentProvider {
  if (!webhookSecret) throw new Error('PAYMENT_PROVIDER=dev needs PAYMENT_WEBHOOK_SECRET to sign its webhook');
  const secret = webhookSecret;
  return {
    name: 'dev',
    methods: ONLINE_PAYMENT_METHODS,
    instructions: devInstructions,
    createCharge(invoice) {
      const txid = newTxid();
      const transfer = devTransfer(invoice, txid, payUrl(txid));
      if (transfer) return { txid, pix_code: null, boleto_line: null, boleto_barcode: null, transfer };
      const amountCents = toCents(invoice.amount);
      const boleto = boletoOf({ bank: DEV_BANK, dueDate: invoice.due_date, amountCents, freeField: freeFieldOf(txid) });
      return {
        txid,
        pix_code: pixBrCode({
          key: DEV_PIX_KEY,
          merchantName: 'Seguro Empresarial',
          merchantCity: 'Sao Paulo',
          amountCents,
          txid,
        }),
        boleto_line: boleto.line,
        boleto_barcode: boleto.barcode,
        transfer: null,
      };
    },
    verifyWebhook(rawBody, signature) {
      if (!signature) return false;
      const expected = Buffer.from(signWebhook(secret, rawBody));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    payUrl,
  };
}
