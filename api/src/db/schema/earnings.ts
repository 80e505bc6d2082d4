// Commission statements and fiscal notes (docs/broker-earnings.md). Operations issue a statement
// per brokerage, month and currency (issue 28: a fiscal note never adds reais and pesos): the
// commission lines it carries are fixed on it (jsonb), so what the brokerage invoices does not move
// when later payments arrive; those go on a correction (the next `sequence` of the same month and
// currency). The statement's fiscal note status follows FISCAL_NOTE_TRANSITIONS
// of @platform/domain; each NFS-e the brokerage sends is a row of fiscal_notes, the latest counts.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, numeric, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { FISCAL_NOTE_STATUSES, type Product } from '@platform/domain';
import { users } from './accounts';
import { brokers } from './brokers';
import { bytea, createdAt, id, oneOf, timestamptz, updatedAt } from './columns';
import { policies } from './policies';

/** One commission line as the statement carries it (amounts as Money strings, negative for a clawback). */
export interface StatementLine {
  key: string;
  kind: 'COMMISSION' | 'CLAWBACK';
  policy_id: string;
  policy_number: string;
  product: Product;
  instalment: number | null;
  month: string;
  amount: string;
}

export const FISCAL_NOTE_FORMATS = ['XML', 'PDF'] as const;

export const commissionStatements = pgTable(
  'commission_statements',
  {
    id: id(),
    broker_id: uuid('broker_id')
      .notNull()
      .references(() => brokers.id, { onDelete: 'cascade' }),
    // YYYY-MM: the month whose commission (and earlier, not yet stated) it carries.
    period: text('period').notNull(),
    // 1 for the month's statement in its currency, 2+ for its corrections.
    sequence: integer('sequence').notNull().default(1),
    currency: text('currency').notNull().default('BRL'),
    amount: numeric('amount', { precision: 16, scale: 2 }).notNull(),
    lines: jsonb('lines').$type<StatementLine[]>().notNull().default([]),
    note_status: text('note_status', { enum: FISCAL_NOTE_STATUSES }).notNull().default('PENDING'),
    // Why operations asked the brokerage to act on its note (NEEDS_ACTION).
    note_reason: text('note_reason'),
    paid_at: timestamptz('paid_at'),
    paid_by: uuid('paid_by').references(() => users.id, { onDelete: 'set null' }),
    issued_by: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    unique('commission_statements_month_currency').on(t.broker_id, t.period, t.currency, t.sequence),
    oneOf('commission_statements', t.note_status, FISCAL_NOTE_STATUSES),
    check('commission_statements_period', sql`${t.period} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);

export const fiscalNotes = pgTable(
  'fiscal_notes',
  {
    id: id(),
    statement_id: uuid('statement_id')
      .notNull()
      .references(() => commissionStatements.id, { onDelete: 'cascade' }),
    format: text('format', { enum: FISCAL_NOTE_FORMATS }).notNull(),
    file_name: text('file_name').notNull(),
    content_type: text('content_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    // Read from the XML (null for a PDF, which operations read themselves).
    number: text('number'),
    amount: numeric('amount', { precision: 16, scale: 2 }),
    issuer_tax_id: text('issuer_tax_id'),
    sent_by: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [index('fiscal_notes_statement').on(t.statement_id), oneOf('fiscal_notes', t.format, FISCAL_NOTE_FORMATS)],
);

/** Cancellations of policies as the insurer reports them: what the brokerage's clawback runs from. */
export const policyCancellations = pgTable('policy_cancellations', {
  policy_id: uuid('policy_id')
    .primaryKey()
    .references(() => policies.id, { onDelete: 'cascade' }),
  cancelled_on: date('cancelled_on', { mode: 'string' }).notNull(),
  reason: text('reason'),
  created_at: createdAt(),
});
