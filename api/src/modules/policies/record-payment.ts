// Recording that an invoice was paid (docs/payments.md): operations on /ops/payments, or a payment
// gateway's webhook through the same function. Idempotent: an invoice already PAID answers as it
// is (a double click, a gateway's retried webhook). Versioned: a payment on an invoice that changed
// since it was read (the weekly job marked it late) is refused with 409 STALE_VERSION and the
// invoice as it stands. The first instalment paid moves the policy at once (ACTIVE, or ACTIVE at
// its start date when that is still ahead).
import { eq } from 'drizzle-orm';
import { nextInvoiceStatus, type PaymentMethod } from '@platform/domain';
import type { Db } from '../../db/connection';
import { invoices } from '../../db/schema';
import { AppError, staleVersion } from '../../lib/errors';
import { toInvoice } from './invoices';
import { settlePolicy, todayIso, type SettledPolicy } from './settle-policy';

export interface PaymentRecord {
  invoiceId: string;
  version: number;
  method: PaymentMethod;
  /** The provider that saw the payment (`manual`: operations) and its reference, if any. */
  provider: string;
  reference?: string | null;
  /** The operations user who recorded it (null for a gateway). */
  userId: string | null;
  paidAt?: Date;
}

export interface RecordedPayment {
  invoice: ReturnType<typeof toInvoice>;
  /** False when the invoice was already paid (nothing changed). */
  changed: boolean;
  /** The policy when it moved (its first instalment paid). */
  policy: SettledPolicy | null;
}

export async function recordPayment(db: Db, record: PaymentRecord, today = todayIso()): Promise<RecordedPayment> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, record.invoiceId)).for('update');
    if (!invoice) throw new AppError('NOT_FOUND');
    if (invoice.status === 'PAID') return { invoice: toInvoice(invoice), changed: false, policy: null };
    if (invoice.version !== record.version) throw staleVersion(toInvoice(invoice));
    const status = nextInvoiceStatus(invoice.status, 'PAY', 'PAYER');
    if (!status) throw new AppError('TRANSITION_NOT_ALLOWED');
    const now = new Date();
    const [saved] = await tx
      .update(invoices)
      .set({
        status,
        paid_at: record.paidAt ?? now,
        payment_method: record.method,
        payment_provider: record.provider,
        payment_reference: record.reference ?? null,
        recorded_by: record.userId,
        version: invoice.version + 1,
        updated_at: now,
      })
      .where(eq(invoices.id, invoice.id))
      .returning();
    const policy = invoice.instalment === 1 ? await settlePolicy(tx, invoice.policy_id, today) : null;
    return { invoice: toInvoice(saved!), changed: true, policy };
  });
}
