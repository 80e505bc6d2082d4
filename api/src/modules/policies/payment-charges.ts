// A payment provider's charge for an invoice (docs/payments.md, "Paying by Pix or boleto"): made
// the first time the invoice is shown for paying (the "Pay" panel or its PDF), then kept, so the
// customer always sees the same Pix code and boleto (or SPEI/ACH transfer, PSE page), and the
// webhook finds the invoice by txid. Only an open invoice whose country has a method the provider
// collects gets one (country-payment-methods.ts in shared/domain).
import { eq } from 'drizzle-orm';
import { invoicePaymentMethods, type OnlinePaymentMethod } from '@platform/domain';
import bwipjs from 'bwip-js/node';
import QRCode from 'qrcode';
import type { Db } from '../../db/connection';
import { paymentCharges } from '../../db/schema';
import type { InvoiceRow } from './invoices';
import type { PaymentProvider } from './payment-provider';

export type ChargeRow = typeof paymentCharges.$inferSelect;

/** The invoice's country's methods the provider collects (none for the manual record). */
export const chargeMethods = (
  provider: PaymentProvider,
  invoice: Pick<InvoiceRow, 'currency'>,
): OnlinePaymentMethod[] =>
  provider.createCharge
    ? invoicePaymentMethods(invoice.currency).filter((method) => provider.methods.includes(method))
    : [];

/** True when the provider can make a charge of the invoice's country's methods for it. */
export const chargeable = (provider: PaymentProvider, invoice: Pick<InvoiceRow, 'currency' | 'status'>) =>
  chargeMethods(provider, invoice).length > 0 && invoice.status !== 'PAID';

/** The invoice's charge, made now when it has none; null when the invoice cannot be paid this way. */
export async function chargeOf(db: Db, provider: PaymentProvider, invoice: InvoiceRow): Promise<ChargeRow | null> {
  const [kept] = await db.select().from(paymentCharges).where(eq(paymentCharges.invoice_id, invoice.id));
  if (kept || !chargeable(provider, invoice) || !provider.createCharge) return kept ?? null;
  const made = provider.createCharge(invoice);
  // Two first looks at once (two tabs): the unique invoice_id keeps one charge, and both read it.
  const [saved] = await db
    .insert(paymentCharges)
    .values({ invoice_id: invoice.id, provider: provider.name, amount: invoice.amount, ...made })
    .onConflictDoNothing({ target: paymentCharges.invoice_id })
    .returning();
  if (saved) return saved;
  const [other] = await db.select().from(paymentCharges).where(eq(paymentCharges.invoice_id, invoice.id));
  return other ?? null;
}

/** The Pix code as a QR code (SVG), what the screen and the PDF show. */
export const pixQrSvg = (pixCode: string) =>
  QRCode.toString(pixCode, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });

/** The Pix code as a QR code (PNG), for the PDF. */
export const pixQrPng = (pixCode: string) =>
  QRCode.toBuffer(pixCode, { errorCorrectionLevel: 'M', margin: 1, width: 240 });

/** The boleto's 44 digits as FEBRABAN's Interleaved 2 of 5 barcode (PNG), for the PDF. */
export const boletoBarcodePng = (barcode: string) =>
  bwipjs.toBuffer({ bcid: 'interleaved2of5', text: barcode, scale: 2, height: 13, includetext: false });
