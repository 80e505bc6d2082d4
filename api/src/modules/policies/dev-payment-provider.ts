// The development bank (PAYMENT_PROVIDER=dev, the default of `npm start` and the e2e stack): it
// makes a real Pix BR Code and a real boleto for each invoice, as a gateway would, and its page
// (modules/dev/payments.ts) plays the payer: it pays a charge and sends the signed webhook, so the
// whole path runs on one machine. Its key, bank and receiver are made up; nothing leaves the machine.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { boletoOf, pixBrCode, toCents, type Language } from '@platform/domain';
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

const DEV_INSTRUCTIONS: Record<Language, string> = {
  pt: 'Pague pelo Pix (QR code ou código copia e cola) ou pelo boleto abaixo. O pagamento é confirmado automaticamente.',
  en: 'Pay by Pix (QR code or copy-and-paste code) or by the boleto below. The payment is confirmed automatically.',
  es: 'Pague por Pix (código QR o código copia y pega) o por el boleto de abajo. El pago se confirma automáticamente.',
};

export function devPaymentProvider({ webhookSecret }: ProviderSettings): PaymentProvider {
  if (!webhookSecret) throw new Error('PAYMENT_PROVIDER=dev needs PAYMENT_WEBHOOK_SECRET to sign its webhook');
  const secret = webhookSecret;
  return {
    name: 'dev',
    methods: ['PIX', 'BOLETO'],
    // Pix and boleto are Brazilian: an invoice in another currency gets no instructions from this bank.
    instructions: (invoice, language) => (invoice.currency === 'BRL' ? DEV_INSTRUCTIONS[language] : null),
    createCharge(invoice) {
      const txid = newTxid();
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
      };
    },
    verifyWebhook(rawBody, signature) {
      if (!signature) return false;
      const expected = Buffer.from(signWebhook(secret, rawBody));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    payUrl: (txid) => `/v3/dev/payments/${txid}`,
  };
}
