// Brokerages: registration step by step, bank account, documents, their users and the customer
// accounts they are broker of record for.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import {
  ASSESSMENT_STATUSES,
  BANK_ACCOUNT_TYPES,
  BROKER_FILE_KINDS,
  BROKER_FILE_TYPES,
  BROKER_ROLES,
  BROKER_STATUSES,
  COUNTRIES,
  MEMBER_STATUSES,
  PRODUCTS,
  REGULATOR_STATUSES,
  TAX_REGIMES,
} from '@platform/domain';
import { accounts, users } from './accounts';
import { bytea, checkColumn, createdAt, id, oneOf, timestamptz, updatedAt } from './columns';

/**
 * Key account managers (issue 23 item 6): the person at the insurer a brokerage talks to. Without a
 * photo the broker sees the initials; without a booking page, the shell's meeting scheduler.
 */
export const kams = pgTable('kams', {
  id: id(),
  name: text('name').notNull(),
  photo_url: text('photo_url'),
  email: text('email').notNull(),
  // E.164 digits as wa.me takes them (no plus sign, no spaces).
  whatsapp: text('whatsapp').notNull(),
  booking_url: text('booking_url'),
  created_at: createdAt(),
});

export const brokers = pgTable(
  'brokers',
  {
    id: id(),
    legal_name: text('legal_name').notNull(),
    name: text('name').notNull(),
    tax_id: text('tax_id').notNull().unique(),
    email: text('email').notNull().unique(),
    city: text('city'),
    address: text('address'),
    address_number: text('address_number'),
    postal_code: text('postal_code'),
    phone: text('phone'),
    website: text('website'),
    status: text('status', { enum: BROKER_STATUSES }).notNull().default('PENDING_APPROVAL'),
    needs_bank_info: boolean('needs_bank_info').notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
    country: text('country', { enum: COUNTRIES }).notNull().default('br'),
    tax_id_type: text('tax_id_type').notNull().default('CNPJ'),
    address_detail: text('address_detail'),
    neighborhood: text('neighborhood'),
    state: text('state'),
    // Tax registry responses (taxation data, editable later in broker/edit-profile).
    tax_regime: text('tax_regime', { enum: TAX_REGIMES }),
    municipal_registration: text('municipal_registration'),
    iss_withheld: boolean('iss_withheld'),
    // Regulator (SUSEP) registry response as the broker answers it: nothing is looked up outside.
    regulator_registration: text('regulator_registration'),
    regulator_status: text('regulator_status', { enum: REGULATOR_STATUSES }),
    // Register steps the broker has saved (progress survives reloads and other devices).
    completed_steps: text('completed_steps').array().notNull().default([]),
    submitted_at: timestamptz('submitted_at'),
    decided_at: timestamptz('decided_at'),
    decision_reason: text('decision_reason'),
    // Bank details and taxation data (broker/edit-profile).
    profile_version: integer('profile_version').notNull().default(1),
    // The KAM operations assigned; its own version so the assignment never stales the broker's profile form.
    kam_id: uuid('kam_id').references(() => kams.id, { onDelete: 'set null' }),
    kam_version: integer('kam_version').notNull().default(1),
  },
  (t) => [
    oneOf('brokers', t.status, BROKER_STATUSES),
    oneOf('brokers', t.country, COUNTRIES),
    oneOf('brokers', t.tax_regime, TAX_REGIMES),
    oneOf('brokers', t.regulator_status, REGULATOR_STATUSES),
  ],
);

/** Where commissions are paid. One account per broker; only the broker (not invited colleagues) sees it. */
export const brokerBankAccounts = pgTable(
  'broker_bank_accounts',
  {
    broker_id: uuid('broker_id')
      .primaryKey()
      .references(() => brokers.id, { onDelete: 'cascade' }),
    bank_code: text('bank_code').notNull(),
    branch: text('branch').notNull(),
    account_number: text('account_number').notNull(),
    account_type: text('account_type', { enum: BANK_ACCOUNT_TYPES }).notNull(),
    holder_name: text('holder_name').notNull(),
    holder_tax_id: text('holder_tax_id').notNull(),
    updated_at: updatedAt(),
  },
  (t) => [oneOf('broker_bank_accounts', t.account_type, BANK_ACCOUNT_TYPES)],
);

/** Documents kept in the database (5 MB at most, BROKER_FILE_MAX_BYTES): one backup covers them. */
export const brokerFiles = pgTable(
  'broker_files',
  {
    id: id(),
    broker_id: uuid('broker_id')
      .notNull()
      .references(() => brokers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: BROKER_FILE_KINDS }).notNull(),
    file_name: text('file_name').notNull(),
    content_type: text('content_type', { enum: BROKER_FILE_TYPES }).notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    index('broker_files_broker_idx').on(t.broker_id),
    oneOf('broker_files', t.kind, BROKER_FILE_KINDS),
    oneOf('broker_files', t.content_type, BROKER_FILE_TYPES),
  ],
);

export const brokerUsers = pgTable(
  'broker_users',
  {
    id: id(),
    broker_id: uuid('broker_id')
      .notNull()
      .references(() => brokers.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: BROKER_ROLES }).notNull(),
    // A colleague the administrator invited is PENDING until they accept the mailed link (broker/users/list).
    status: text('status', { enum: MEMBER_STATUSES }).notNull().default('ENABLED'),
    invited_by: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    invited_at: timestamptz('invited_at'),
    created_at: createdAt(),
  },
  (t) => [
    index('broker_users_broker_idx').on(t.broker_id),
    oneOf('broker_users', t.role, BROKER_ROLES),
    oneOf('broker_users', t.status, MEMBER_STATUSES),
  ],
);

/** One broker of record per account: the unique account_id is the rule. */
export const brokerCustomers = pgTable(
  'broker_customers',
  {
    id: id(),
    broker_id: uuid('broker_id')
      .notNull()
      .references(() => brokers.id, { onDelete: 'cascade' }),
    account_id: uuid('account_id')
      .notNull()
      .unique()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    customer_name: text('customer_name'),
    assessment_status: text('assessment_status', { enum: ASSESSMENT_STATUSES }).notNull().default('NO_ASSESSMENT'),
    created_at: createdAt(),
  },
  (t) => [
    index('broker_customers_broker_idx').on(t.broker_id),
    oneOf('broker_customers', t.assessment_status, ASSESSMENT_STATUSES),
  ],
);

/**
 * The commission rate operations negotiated with a broker for a product (docs/checkout.md "Broker's
 * pay"); without a row the checkout uses DEFAULT_BROKER_COMMISSION_RATE. The bounds are
 * BROKER_COMMISSION_RATE_BOUNDS, checked by the API (the CHECK keeps any rate a fraction).
 */
export const brokerCommissionRates = pgTable(
  'broker_commission_rates',
  {
    id: id(),
    broker_id: uuid('broker_id')
      .notNull()
      .references(() => brokers.id, { onDelete: 'cascade' }),
    product: text('product', { enum: PRODUCTS }).notNull(),
    rate: numeric('rate', { precision: 5, scale: 4 }).notNull(),
    version: integer('version').notNull().default(1),
    updated_by: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    unique('broker_commission_rates_broker_product').on(t.broker_id, t.product),
    oneOf('broker_commission_rates', t.product, PRODUCTS),
    checkColumn('broker_commission_rates', t.rate, sql`${t.rate} > 0 AND ${t.rate} < 1`),
  ],
);
