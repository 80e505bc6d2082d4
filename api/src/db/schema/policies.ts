// Checkout, e-signature and issuance (docs/checkout.md), and the policies issued. A checkout holds
// what the customer fills in for one selected option and the figures the API computed; a signature
// request is the mailed link to the signatory with its one-time code and, once signed, the evidence.
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  CHECKOUT_STATUSES,
  OPEN_CHECKOUT_STATUSES,
  POLICY_STATUSES,
  PRODUCTS,
  SIGNATURE_STATUSES,
  SIGNER_TYPES,
  type ChargeLine,
  type TaxLine,
} from '@platform/domain';
import { accounts, users } from './accounts';
import { brokers } from './brokers';
import { bytea, checkColumn, createdAt, id, oneOf, sqlList, timestamptz, updatedAt } from './columns';
import { quotes } from './quotes';

/** One instalment of a policy's schedule, amounts as Money strings. */
export interface PolicyInstalment {
  number: number;
  due_date: string;
  amount: string;
  /** Brazil's IOF inside `amount` ("0.00" in other countries), kept for Brazil's readers. */
  iof: string;
  /** The country's premium tax inside `amount` (IOF in Brazil, IVA in Mexico and Colombia). */
  tax: string;
}

const money = (name: string) => numeric(name, { precision: 16, scale: 2 });

export const policies = pgTable(
  'policies',
  {
    id: id(),
    account_id: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    product: text('product', { enum: PRODUCTS }).notNull(),
    insurer: text('insurer').notNull(),
    policy_number: text('policy_number').notNull(),
    status: text('status', { enum: POLICY_STATUSES }).notNull(),
    effective_date: date('effective_date', { mode: 'string' }).notNull(),
    expiry_date: date('expiry_date', { mode: 'string' }).notNull(),
    coverage_limit: money('coverage_limit').notNull(),
    currency: text('currency').notNull().default('BRL'),
    created_at: createdAt(),
    // Issued from a checkout (one policy at most per checkout).
    quote_id: uuid('quote_id').references(() => quotes.id, { onDelete: 'set null' }),
    checkout_id: uuid('checkout_id')
      .unique()
      .references((): AnyPgColumn => checkouts.id, { onDelete: 'set null' }),
    retention: text('retention'),
    gross_premium: money('gross_premium'),
    total_premium: money('total_premium'),
    // [{ number, due_date, amount, iof, tax }] in the policy's currency.
    instalments: jsonb('instalments').$type<PolicyInstalment[]>().notNull().default([]),
    issued_at: timestamptz('issued_at'),
  },
  (t) => [
    index('policies_account_idx').on(t.account_id),
    oneOf('policies', t.product, PRODUCTS),
    oneOf('policies', t.status, POLICY_STATUSES),
  ],
);

export const checkouts = pgTable(
  'checkouts',
  {
    id: id(),
    account_id: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    quote_id: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    product: text('product', { enum: PRODUCTS }).notNull(),
    status: text('status', { enum: CHECKOUT_STATUSES }).notNull().default('DRAFT'),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }).notNull(),
    signer_type: text('signer_type', { enum: SIGNER_TYPES }).notNull(),
    signer_name: text('signer_name').notNull(),
    signer_email: text('signer_email').notNull(),
    admin_name: text('admin_name').notNull(),
    admin_email: text('admin_email').notNull(),
    instalments: integer('instalments').notNull(),
    currency: text('currency').notNull().default('BRL'),
    gross_premium: money('gross_premium').notNull(),
    // Brazil's IOF; 0 in other countries. `tax` is the country's premium taxes in all (IOF in Brazil).
    iof: money('iof').notNull(),
    tax: money('tax').notNull(),
    // The country's tax lines (issue 28), amounts in cents: [{ code: 'IVA', rate: 0.16, amount }].
    taxes: jsonb('taxes').$type<TaxLine[]>().notNull(),
    // Mexico's derecho de póliza; 0 where the country has none.
    policy_fee: money('policy_fee').notNull().default('0.00'),
    // The desk's lines copied from quotes.charges when the checkout was saved, in cents.
    charges: jsonb('charges').$type<ChargeLine[]>().notNull().default([]),
    interest: money('interest').notNull(),
    total_premium: money('total_premium').notNull(),
    instalment_amount: money('instalment_amount').notNull(),
    broker_id: uuid('broker_id').references(() => brokers.id, { onDelete: 'set null' }),
    commission_rate: numeric('commission_rate', { precision: 5, scale: 4 }),
    broker_commission: money('broker_commission'),
    language: text('language').notNull().default('pt'),
    version: integer('version').notNull().default(1),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    // One open checkout per product and account: a concurrent second one fails here and the API answers the first.
    uniqueIndex('checkouts_open_per_product')
      .on(t.account_id, t.product)
      .where(sql`${t.status} IN ${sqlList(OPEN_CHECKOUT_STATUSES)}`),
    index('checkouts_quote').on(t.quote_id),
    oneOf('checkouts', t.product, PRODUCTS),
    oneOf('checkouts', t.status, CHECKOUT_STATUSES),
    oneOf('checkouts', t.signer_type, SIGNER_TYPES),
    checkColumn('checkouts', t.instalments, sql`${t.instalments} BETWEEN 1 AND 7`),
  ],
);

export const signatureRequests = pgTable(
  'signature_requests',
  {
    id: id(),
    checkout_id: uuid('checkout_id')
      .notNull()
      .references(() => checkouts.id, { onDelete: 'cascade' }),
    // The checkout version sent: a request for an older version is void.
    checkout_version: integer('checkout_version').notNull(),
    provider: text('provider').notNull().default('builtin'),
    provider_reference: text('provider_reference'),
    token_hash: text('token_hash').notNull().unique(),
    signer_name: text('signer_name').notNull(),
    signer_email: text('signer_email').notNull(),
    language: text('language').notNull().default('pt'),
    status: text('status', { enum: SIGNATURE_STATUSES }).notNull().default('PENDING'),
    expires_at: timestamptz('expires_at').notNull(),
    // The proposal as the signatory was shown it, and its SHA-256.
    proposal_document: bytea('proposal_document').notNull(),
    proposal_sha256: text('proposal_sha256').notNull(),
    code_hash: text('code_hash'),
    code_expires_at: timestamptz('code_expires_at'),
    code_attempts: integer('code_attempts').notNull().default(0),
    codes_sent: integer('codes_sent').notNull().default(0),
    signed_at: timestamptz('signed_at'),
    signed_name: text('signed_name'),
    signer_ip: text('signer_ip'),
    signer_user_agent: text('signer_user_agent'),
    signed_document: bytea('signed_document'),
    signed_sha256: text('signed_sha256'),
    voided_at: timestamptz('voided_at'),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    index('signature_requests_checkout').on(t.checkout_id),
    // At most one signature in force per checkout.
    uniqueIndex('signature_requests_signed')
      .on(t.checkout_id)
      .where(sql`${t.status} = 'SIGNED'`),
    oneOf('signature_requests', t.status, SIGNATURE_STATUSES),
  ],
);
