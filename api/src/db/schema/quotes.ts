// Quote options priced by underwriting (or written by the desk), their terms and selection, and
// the evidence the customer uploads against a subjectivity. Codes: shared/domain/src/pricing.
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import {
  BROKER_FILE_TYPES,
  PRODUCTS,
  QUOTE_STATUSES,
  TERRITORIAL_SCOPES,
  type QuoteCoverage,
  type QuoteExclusion,
  type QuoteSubjectivity,
  type QuoteSublimit,
  type ChargeLine,
} from '@platform/domain';
import { accounts, users } from './accounts';
import { applicationForms, underwritingSubmissions } from './application-forms';
import { bytea, createdAt, id, oneOf, sqlList, timestamptz } from './columns';

/** The statuses whose options can still expire (quotes_expiry_idx). */
const EXPIRING_QUOTE_STATUSES = ['AVAILABLE', 'SELECTED'] as const satisfies (typeof QUOTE_STATUSES)[number][];

export const quotes = pgTable(
  'quotes',
  {
    id: id(),
    account_id: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    application_form_id: uuid('application_form_id').references(() => applicationForms.id, { onDelete: 'set null' }),
    product: text('product', { enum: PRODUCTS }).notNull(),
    insurer: text('insurer'),
    coverage_limit: numeric('coverage_limit', { precision: 16, scale: 2 }),
    gross_premium: numeric('gross_premium', { precision: 16, scale: 2 }),
    currency: text('currency').notNull().default('BRL'),
    status: text('status', { enum: QUOTE_STATUSES }).notNull(),
    recommended: boolean('recommended').notNull().default(false),
    expires_at: timestamptz('expires_at'),
    created_at: createdAt(),
    // Priced by the underwriting engine: the rating version kept.
    retention: text('retention'),
    config_version: text('config_version'),
    submission_id: uuid('submission_id').references(() => underwritingSubmissions.id),
    // Terms and selection.
    coverages: jsonb('coverages').$type<QuoteCoverage[]>().notNull().default([]),
    sublimits: jsonb('sublimits').$type<QuoteSublimit[]>().notNull().default([]),
    exclusions: jsonb('exclusions').$type<QuoteExclusion[]>().notNull().default([]),
    subjectivities: jsonb('subjectivities').$type<QuoteSubjectivity[]>().notNull().default([]),
    territorial_scope: text('territorial_scope', { enum: TERRITORIAL_SCOPES }),
    retroactive_date: date('retroactive_date', { mode: 'string' }),
    insurance_code: text('insurance_code'),
    selected_at: timestamptz('selected_at'),
    selected_by: uuid('selected_by').references(() => users.id, { onDelete: 'set null' }),
    // The policy fees a desk-written option adds.
    fees: numeric('fees', { precision: 16, scale: 2 }),
    // Charges the desk writes as lines of their own, in cents of the quote's currency (a US
    // state's surplus-lines tax and stamping fee; issue 28): the checkout adds them as given.
    charges: jsonb('charges').$type<ChargeLine[]>().notNull().default([]),
  },
  (t) => [
    index('quotes_account_idx').on(t.account_id),
    index('quotes_expiry_idx')
      .on(t.expires_at)
      .where(sql`${t.status} IN ${sqlList(EXPIRING_QUOTE_STATUSES)}`),
    oneOf('quotes', t.product, PRODUCTS),
    oneOf('quotes', t.status, QUOTE_STATUSES),
    oneOf('quotes', t.territorial_scope, TERRITORIAL_SCOPES),
  ],
);

/** Evidence the customer uploads against a quote's subjectivity. */
export const quoteEvidence = pgTable(
  'quote_evidence',
  {
    id: id(),
    quote_id: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    subjectivity: text('subjectivity').notNull(),
    file_name: text('file_name').notNull(),
    content_type: text('content_type', { enum: BROKER_FILE_TYPES }).notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    uploaded_by: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [index('quote_evidence_quote_idx').on(t.quote_id), oneOf('quote_evidence', t.content_type, BROKER_FILE_TYPES)],
);
