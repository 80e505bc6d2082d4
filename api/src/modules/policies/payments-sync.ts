// The weekly payments.sync job (spec: "payment status updated weekly"; docs/payments.md). Unpaid
// invoices past their due date become LATE, and the billing e-mail (or the policyholder) is told
// once, with the 15 days' notice before cancelling; LATE invoices whose notice ran out become
// DELAYED. Then every policy the calendar may move is settled on its table (start, expiry).
import { and, eq, inArray, lt } from 'drizzle-orm';
import { dueInvoiceEvent, formatCurrency, formatDate, nextInvoiceStatus, noticeEndsOn } from '@platform/domain';
import type { Db } from '../../db/connection';
import { invoices } from '../../db/schema';
import { queueMail } from '../../lib/mail/outbox';
import { INVOICE_LATE_MAIL } from './payment-mail';
import { paymentMailRecipient } from './payment-mail-recipient';
import { accountCountry } from '../../lib/business-day';
import { dayIn, latestDay, settlePolicies, type SettledPolicy, type SettleDay } from './settle-policy';

export const SYNC_PAYMENTS_JOB = 'payments.sync';
/** Mondays, 04:15 UTC. */
export const SYNC_PAYMENTS_CRON = '15 4 * * 1';

const ZERO = '00000000-0000-0000-0000-000000000000';

export interface PaymentsSync {
  late: string[];
  delayed: string[];
  policies: SettledPolicy[];
  /** The policies whose invoices or status changed (told live). */
  changed: { id: string; accountId: string }[];
}

export async function syncPayments(
  db: Db,
  {
    publicUrl,
    today = new Date(),
    only,
  }: {
    publicUrl: string;
    /** By default now: each invoice falls due on its account's country's day. */
    today?: SettleDay;
    /** Some policies only (tests). */ only?: string[];
  },
) {
  const result: PaymentsSync = { late: [], delayed: [], policies: [], changed: [] };
  const touched = new Map<string, string>();
  const open = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        only ? inArray(invoices.policy_id, only.length ? only : [ZERO]) : undefined,
        inArray(invoices.status, ['PENDING', 'IN_QUEUE', 'LATE']),
        lt(invoices.due_date, latestDay(today)),
      ),
    );
  for (const { id } of open) {
    await db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
      if (!invoice) return;
      const day = dayIn(today, await accountCountry(tx, invoice.account_id));
      const event = dueInvoiceEvent({ status: invoice.status, dueDate: invoice.due_date }, day);
      const status = event && nextInvoiceStatus(invoice.status, event, 'PLATFORM');
      if (!status) return;
      const now = new Date();
      const mailNow = status === 'LATE' && !invoice.late_notice_sent_at;
      await tx
        .update(invoices)
        .set({
          status,
          version: invoice.version + 1,
          updated_at: now,
          ...(mailNow ? { late_notice_sent_at: now } : {}),
        })
        .where(eq(invoices.id, invoice.id));
      (status === 'LATE' ? result.late : result.delayed).push(invoice.id);
      touched.set(invoice.policy_id, invoice.account_id);
      if (mailNow) await mailLate(tx, invoice, publicUrl);
    });
  }
  result.policies = await settlePolicies(db, today, only);
  for (const policy of result.policies) touched.set(policy.id, policy.account_id);
  result.changed = [...touched].map(([id, accountId]) => ({ id, accountId }));
  return result;
}

/** The late notice, to the billing e-mail or else the policyholder (the account's owner). */
async function mailLate(tx: Db, invoice: typeof invoices.$inferSelect, publicUrl: string) {
  const recipient = await paymentMailRecipient(tx, invoice.policy_id);
  if (!recipient) return;
  const { to, language, country } = recipient;
  const locale = { country, language };
  const date = (iso: string) => formatDate(iso, locale, 'long');
  await queueMail(tx, {
    to,
    template: 'invoice-late',
    language,
    content: INVOICE_LATE_MAIL,
    vars: {
      instalment: String(invoice.instalment),
      policy: recipient.policy_number,
      company: recipient.company,
      amount: formatCurrency(invoice.amount, invoice.currency, locale),
      due: date(invoice.due_date),
      notice_end: date(noticeEndsOn(invoice.due_date)),
    },
    link: `${publicUrl}/dashboard/policies/detail/${invoice.policy_id}`,
  });
}
