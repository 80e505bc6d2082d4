// Invoices (docs/payments.md): one row per instalment of an issued policy, written with the policy
// (same transaction). The status is PAYMENT_STATUSES of @platform/domain
// (payments/policy-status-machine.ts): PENDING (IN_QUEUE while a gateway processes a payment), LATE
// after the due date, DELAYED once the 15 days' notice before cancelling ran out, PAID. Versioned:
// recording a payment on a stale version is refused (409).
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, numeric, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { PAYMENT_METHODS, PAYMENT_STATUSES, type BankTransfer } from '@platform/domain';
import { accounts, users } from './accounts';
import { checkColumn, createdAt, id, oneOf, timestamptz, updatedAt } from './columns';
import { policies } from './policies';

const money = (name: string) => numeric(name, { precision: 16, scale: 2 });

export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    policy_id: uuid('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    account_id: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    instalment: integer('instalment').notNull(),
    number: text('number').notNull().unique(),
    due_date: date('due_date', { mode: 'string' }).notNull(),
    amount: money('amount').notNull(),
    // Brazil's IOF inside `amount` (0 elsewhere); `tax` is the country's premium tax inside it (issue 28).
    iof: money('iof').notNull(),
    tax: money('tax').notNull(),
    currency: text('currency').notNull().default('BRL'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('PENDING'),
    paid_at: timestamptz('paid_at'),
    // How it was paid and who said so: the provider's name and reference.
    payment_method: text('payment_method', { enum: PAYMENT_METHODS }),
    payment_provider: text('payment_provider'),
    payment_reference: text('payment_reference'),
    recorded_by: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    late_notice_sent_at: timestamptz('late_notice_sent_at'),
    version: integer('version').notNull().default(1),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    unique().on(t.policy_id, t.instalment),
    index('invoices_open_due')
      .on(t.due_date)
      .where(sql`${t.status} <> 'PAID'`),
    index('invoices_account').on(t.account_id),
    oneOf('invoices', t.status, PAYMENT_STATUSES),
    oneOf('invoices', t.payment_method, PAYMENT_METHODS),
    checkColumn('invoices', t.instalment, sql`${t.instalment} BETWEEN 1 AND 12`),
  ],
);

/**
 * A payment provider's charge for one invoice (docs/payments.md, "Paying by Pix or boleto"): made
 * once, the first time the invoice is shown for paying, and kept, so the QR code, the copy-and-paste
 * code and the boleto the customer saw stay the ones the provider's webhook names by `txid`.
 * An invoice in reais has the Pix code and the boleto; one of another country has `transfer`
 * instead (a SPEI or ACH transfer's details, PSE's bank page: issue 28).
 */
export const paymentCharges = pgTable('payment_charges', {
  id: id(),
  invoice_id: uuid('invoice_id')
    .notNull()
    .unique()
    .references(() => invoices.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  txid: text('txid').notNull().unique(),
  amount: money('amount').notNull(),
  pix_code: text('pix_code'),
  boleto_line: text('boleto_line'),
  boleto_barcode: text('boleto_barcode'),
  transfer: jsonb('transfer').$type<BankTransfer>(),
  created_at: createdAt(),
});

/**
 * Every webhook event a provider sent, by its own id: a replay finds its row and changes nothing.
 * `outcome` says what it did (PAID, QUEUED, or IGNORED: late, out of order, or for a paid invoice).
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: id(),
    provider: text('provider').notNull(),
    event_id: text('event_id').notNull(),
    txid: text('txid').notNull(),
    type: text('type').notNull(),
    outcome: text('outcome').notNull(),
    received_at: timestamptz('received_at').notNull().defaultNow(),
  },
  (t) => [unique().on(t.provider, t.event_id)],
);
