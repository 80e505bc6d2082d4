// Who signs in and the customer accounts (tenants) they belong to; the company profile lives on
// the account (spec section 3). snake_case columns keep the spec's field names.
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import {
  ACCOUNT_KINDS,
  COMPANY_ACTIVITIES,
  COUNTRIES,
  CUSTOMER_ROLES,
  MEMBER_STATUSES,
  REVENUE_BANDS,
  USER_STATUSES,
} from '@platform/domain';
import { checkColumn, createdAt, id, oneOf, timestamptz, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull().unique(),
    password_hash: text('password_hash'),
    first_name: text('first_name').notNull().default(''),
    last_name: text('last_name').notNull().default(''),
    locale: text('locale').notNull().default('pt-BR'),
    status: text('status', { enum: USER_STATUSES }).notNull().default('ACTIVE'),
    external_subject: text('external_subject').unique(),
    // Operations staff (back office) are users with this flag, not a membership: they belong to no tenant.
    is_operations: boolean('is_operations').notNull().default(false),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [checkColumn('users', t.email, sql`${t.email} = lower(${t.email})`), oneOf('users', t.status, USER_STATUSES)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    kind: text('kind', { enum: ACCOUNT_KINDS }).notNull(),
    country: text('country', { enum: COUNTRIES }).notNull().default('br'),
    tax_id_type: text('tax_id_type').notNull(),
    tax_id: text('tax_id').notNull(),
    legal_name: text('legal_name').notNull(),
    website: text('website'),
    billing_email: text('billing_email'),
    owner_email: text('owner_email'),
    user_kam: text('user_kam'),
    created_at: createdAt(),
    updated_at: updatedAt(),
    // Company profile, edited by the account administrator in dashboard/profile.
    name: text('name').notNull().default(''),
    // Every address the company gave ("add another URL"); `website` keeps the first one.
    websites: text('websites').array().notNull().default([]),
    // "I don't have a website": a deliberate answer, not a blank left for later.
    no_website: boolean('no_website').notNull().default(false),
    total_employees: integer('total_employees'),
    capital_raised: numeric('capital_raised', { precision: 17, scale: 2 }),
    financing_obtained: boolean('financing_obtained'),
    annual_revenue_band: text('annual_revenue_band', { enum: REVENUE_BANDS }),
    activity: text('activity', { enum: COMPANY_ACTIVITIES }),
    main_domain: text('main_domain'),
    start_of_operations: date('start_of_operations', { mode: 'string' }),
    address_street: text('address_street').notNull().default(''),
    address_number: text('address_number').notNull().default(''),
    address_detail: text('address_detail').notNull().default(''),
    address_neighborhood: text('address_neighborhood').notNull().default(''),
    address_city: text('address_city').notNull().default(''),
    address_state: text('address_state').notNull().default(''),
    address_zip_code: text('address_zip_code').notNull().default(''),
    // Optimistic concurrency (docs/concurrency.md): the profile and the billing e-mail each have a
    // version, so saving one form does not make the other look stale on the same screen.
    profile_version: integer('profile_version').notNull().default(1),
    billing_email_version: integer('billing_email_version').notNull().default(1),
  },
  (t) => [
    unique().on(t.country, t.tax_id_type, t.tax_id),
    oneOf('accounts', t.kind, ACCOUNT_KINDS),
    oneOf('accounts', t.country, COUNTRIES),
    checkColumn('accounts', t.total_employees, sql`${t.total_employees} >= 0`),
    checkColumn('accounts', t.capital_raised, sql`${t.capital_raised} >= 0`),
    oneOf('accounts', t.annual_revenue_band, REVENUE_BANDS),
    oneOf('accounts', t.activity, COMPANY_ACTIVITIES),
  ],
);

export const memberships = pgTable(
  'memberships',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    account_id: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    role: text('role', { enum: CUSTOMER_ROLES }).notNull(),
    status: text('status', { enum: MEMBER_STATUSES }).notNull().default('ENABLED'),
    created_at: createdAt(),
    // A pending membership is an invitation: who sent it (their language is the mail's) and when.
    invited_by: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    invited_at: timestamptz('invited_at'),
  },
  (t) => [
    unique().on(t.user_id, t.account_id),
    index('memberships_account_idx').on(t.account_id),
    oneOf('memberships', t.role, CUSTOMER_ROLES),
    oneOf('memberships', t.status, MEMBER_STATUSES),
  ],
);
