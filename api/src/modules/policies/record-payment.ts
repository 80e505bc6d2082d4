// Recording that an invoice was paid (docs/payments.md): operations on /ops/payments, or a payment
// gateway's webhook through the same function. One conditional UPDATE decides, so two records of
// the same version cannot both win: only the version the caller read, only an unpaid invoice, and
// only once every earlier instalment of the policy is paid (instalments are paid in order). When it
// changes nothing the invoice as it stands says why: another version is 409 STALE_VERSION (the
// weekly job marked it late, or another operator paid it first); the current version of a paid
// invoice answers as it is (a gateway's retried webhook, which reads the version first); an earlier
// instalment open is 409 EARLIER_INSTALMENT_OPEN. The first instalment paid moves the policy at once
// (ACTIVE, or ACTIVE at its start date when that is still ahead). With an Idempotency-Key the
// record is safe to retry on any instance: a key already taken answers the invoice as it is.
import { and, eq, inArray, lt, ne, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { nextInvoiceStatus, PAYMENT_STATUSES, type PaymentMethod } from '@platform/domain';
import type { Db } from '../../db/connection';
import { invoices } from '../../db/schema';
import { AppError, staleVersion } from '../../lib/errors';
import { takeIdempotencyKey } from '../../lib/idempotency';
import { toInvoice } from './invoices';
import { settlePolicy, type SettledPolicy, type SettleDay } from './settle-policy';

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
  /** The operator's Idempotency-Key header (lib/idempotency.ts). */
  idempotencyKey?: string;
}

export interface RecordedPayment {
  invoice: ReturnType<typeof toInvoice>;
  /** False when the invoice was already paid (nothing changed). */
  changed: boolean;
  /** The policy when it moved (its first instalment paid). */
  policy: SettledPolicy | null;
}

/** The statuses a payment may be recorded from, as the invoice's table says. */
const PAYABLE = PAYMENT_STATUSES.filter((status) => nextInvoiceStatus(status, 'PAY', 'PAYER'));
const earlier = alias(invoices, 'earlier');

export async function recordPayment(
  db: Db,
  record: PaymentRecord,
  today: SettleDay = new Date(),
): Promise<RecordedPayment> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const { idempotencyKey: key, userId, invoiceId } = record;
    if (key && userId) {
      const write = { userId, key, operation: 'recordInvoicePayment' as const, targetId: invoiceId };
      if ((await takeIdempotencyKey(tx, write)) === 'again') {
        const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId));
        return { invoice: toInvoice(invoice!), changed: false, policy: null };
      }
    }
    const now = new Date();
    const earlierOpen = tx
      .select({ one: sql`1` })
      .from(earlier)
      .where(
        and(
          eq(earlier.policy_id, invoices.policy_id),
          lt(earlier.instalment, invoices.instalment),
          ne(earlier.status, 'PAID'),
        ),
      );
    const [saved] = await tx
      .update(invoices)
      .set({
        status: 'PAID',
        paid_at: record.paidAt ?? now,
        payment_method: record.method,
        payment_provider: record.provider,
        payment_reference: record.reference ?? null,
        recorded_by: record.userId,
        version: sql`${invoices.version} + 1`,
        updated_at: now,
      })
      .where(
        and(
          eq(invoices.id, record.invoiceId),
          eq(invoices.version, record.version),
          inArray(invoices.status, PAYABLE),
          notExists(earlierOpen),
        ),
      )
      .returning();
    if (saved) {
      const policy = saved.instalment === 1 ? await settlePolicy(tx, saved.policy_id, today) : null;
      return { invoice: toInvoice(saved), changed: true, policy };
    }
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, record.invoiceId));
    if (!invoice) throw new AppError('NOT_FOUND');
    if (invoice.version !== record.version) throw staleVersion(toInvoice(invoice));
    if (invoice.status === 'PAID') return { invoice: toInvoice(invoice), changed: false, policy: null };
    if (!PAYABLE.includes(invoice.status)) throw new AppError('TRANSITION_NOT_ALLOWED');
    throw new AppError('EARLIER_INSTALMENT_OPEN');
  });
}
