// A payment provider's webhook (docs/payments.md, "Paying by Pix or boleto"). The route checks the
// signature over the raw body before anything reads what the body says; this file then applies one
// event: recorded once by the provider's event id (a replay finds its row and changes nothing), a
// "processing" event moves a pending invoice to IN_QUEUE, a "paid" event records the payment through
// recordPayment at the invoice's current version (the same path as operations). An event that would
// move a paid invoice back (a late "processing") is ignored, as is one whose amount is not the
// charge's. An earlier instalment still open is refused (409) and the event not kept, so the
// provider's retry lands once that instalment is paid. A method that is not one of the invoice's
// country's (a Pix for a peso invoice) is refused (422 PAYMENT_METHOD_NOT_OFFERED), not kept either.
import { and, eq } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import { isInvoicePaymentMethod, nextInvoiceStatus, ONLINE_PAYMENT_METHODS, toCents } from '@platform/domain';
import type { Db } from '../../db/connection';
import { invoices, paymentCharges, paymentEvents } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { IsoDateTime, Money } from '../../lib/schemas';
import { mailInvoicePaid } from './mail-invoice-paid';
import { recordPayment, type RecordedPayment } from './record-payment';

export const PaymentEvent = Type.Object(
  {
    id: Type.String({
      minLength: 1,
      maxLength: 100,
      description: "The provider's event id: sent again, it changes nothing",
    }),
    type: Type.Enum(['charge.processing', 'charge.paid']),
    txid: Type.String({ pattern: '^[A-Za-z0-9]{1,25}$', description: "The charge's txid (the Pix code's field 62)" }),
    method: Type.Enum([...ONLINE_PAYMENT_METHODS]),
    amount: Money,
    occurred_at: IsoDateTime,
  },
  { title: 'PaymentEvent', additionalProperties: false },
);
export type PaymentEvent = Static<typeof PaymentEvent>;

export const PAYMENT_EVENT_OUTCOMES = ['PAID', 'QUEUED', 'IGNORED', 'REPLAYED'] as const;
export type PaymentEventOutcome = (typeof PAYMENT_EVENT_OUTCOMES)[number];

export interface AppliedEvent {
  outcome: PaymentEventOutcome;
  /** The invoice's policy when the event changed the invoice (to tell the screens). */
  changed: { policyId: string; accountId: string } | null;
  recorded?: RecordedPayment;
}

export async function applyPaymentEvent(
  db: Db,
  provider: string,
  event: PaymentEvent,
  { publicUrl }: { publicUrl: string },
): Promise<AppliedEvent> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [row] = await tx
      .select({ charge: paymentCharges, invoice: invoices })
      .from(paymentCharges)
      .innerJoin(invoices, eq(invoices.id, paymentCharges.invoice_id))
      .where(and(eq(paymentCharges.txid, event.txid), eq(paymentCharges.provider, provider)));
    if (!row) throw notFound();
    if (!isInvoicePaymentMethod(event.method, row.invoice.currency)) throw new AppError('PAYMENT_METHOD_NOT_OFFERED');
    const [kept] = await tx
      .insert(paymentEvents)
      .values({ provider, event_id: event.id, txid: event.txid, type: event.type, outcome: 'IGNORED' })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!kept) return { outcome: 'REPLAYED', changed: null };
    const { charge, invoice } = row;
    const outcome = async (value: PaymentEventOutcome) =>
      tx.update(paymentEvents).set({ outcome: value }).where(eq(paymentEvents.id, kept.id));
    const changed = { policyId: invoice.policy_id, accountId: invoice.account_id };
    if (toCents(event.amount) !== toCents(charge.amount)) return { outcome: 'IGNORED', changed: null };
    if (event.type === 'charge.processing') {
      const next = nextInvoiceStatus(invoice.status, 'QUEUE', 'PAYER');
      if (!next) return { outcome: 'IGNORED', changed: null };
      const [queued] = await tx
        .update(invoices)
        .set({ status: next, version: invoice.version + 1, updated_at: new Date() })
        .where(and(eq(invoices.id, invoice.id), eq(invoices.version, invoice.version)))
        .returning({ id: invoices.id });
      if (!queued) return { outcome: 'IGNORED', changed: null };
      await outcome('QUEUED');
      return { outcome: 'QUEUED', changed };
    }
    const recorded = await recordPayment(tx, {
      invoiceId: invoice.id,
      version: invoice.version,
      method: event.method,
      provider,
      reference: event.id,
      userId: null,
      paidAt: new Date(event.occurred_at),
    });
    if (!recorded.changed) return { outcome: 'IGNORED', changed: null };
    await outcome('PAID');
    await mailInvoicePaid(tx, recorded.invoice, publicUrl);
    return { outcome: 'PAID', changed, recorded };
  });
}
