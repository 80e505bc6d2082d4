// Invoices (docs/payments.md): one row per instalment of an issued policy, written with the policy
// (same transaction). The status is PAYMENT_STATUSES of @platform/domain
// (payments/policy-status-machine.ts): PENDING (IN_QUEUE while a gateway processes a payment), LATE
// after the due date, DELAYED once the 15 days' notice before cancelling ran out, PAID. Versioned:
// recording a payment on a stale version is refused (409).
import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '@platform/domain';
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
    iof: money('iof').notNull(),
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
