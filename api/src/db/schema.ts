// Drizzle table definitions mirroring api/migrations (the SQL files are the source of truth;
// this file lets queries be typed). Columns, keys, foreign keys and unique constraints must match
// what the migrations build: test/db/schema.test.ts compares both. Indexes and CHECKs live in SQL only. snake_case columns keep the spec's field names.
import {
  boolean,
  customType,
  type AnyPgColumn,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
// Enumerations come from @platform/domain, declared once for the database, the API schemas and the UI.
import {
  ACCOUNT_KINDS,
  ASSESSMENT_STATUSES,
  BANK_ACCOUNT_TYPES,
  BROKER_FILE_KINDS,
  BROKER_FILE_TYPES,
  BROKER_ROLES,
  BROKER_STATUSES,
  CHECKOUT_STATUSES,
  CLAIM_STATUSES,
  COMPANY_ACTIVITIES,
  COUNTRIES,
  CUSTOMER_ROLES,
  CYBER_ACTIVITIES,
  CYBER_DISPUTE_STATUSES,
  CYBER_PLANS,
  CYBER_REPORT_STATUSES,
  CYBER_REQUEST_STATUSES,
  CYBER_SEVERITIES,
  DOMAIN_PROOFS,
  LANGUAGES,
  MEMBER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  POLICY_STATUSES,
  PRODUCTS,
  QUOTE_STATUSES,
  TERRITORIAL_SCOPES,
  REGULATOR_STATUSES,
  REVENUE_BANDS,
  RISK_LEVELS,
  SIGNATURE_STATUSES,
  SIGNER_TYPES,
  TAX_REGIMES,
  USER_STATUSES,
  type QuoteCoverage,
  type QuoteExclusion,
  type QuoteSubjectivity,
  type QuoteSublimit,
  type Answers,
  type DefinitionVersions,
} from '@platform/domain';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: id(),
  email: text('email').notNull().unique(),
  password_hash: text('password_hash'),
  first_name: text('first_name').notNull().default(''),
  last_name: text('last_name').notNull().default(''),
  locale: text('locale').notNull().default('pt-BR'),
  status: text('status', { enum: USER_STATUSES }).notNull().default('ACTIVE'),
  external_subject: text('external_subject').unique(),
  is_operations: boolean('is_operations').notNull().default(false),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

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
    // Company profile (migrations/006_company_profile.sql).
    name: text('name').notNull().default(''),
    websites: text('websites').array().notNull().default([]),
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
    profile_version: integer('profile_version').notNull().default(1),
    // 010_resource_versions
    billing_email_version: integer('billing_email_version').notNull().default(1),
  },
  (t) => [unique().on(t.country, t.tax_id_type, t.tax_id)],
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
    invited_by: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    invited_at: timestamp('invited_at', { withTimezone: true }),
  },
  (t) => [unique().on(t.user_id, t.account_id)],
);

export const brokers = pgTable('brokers', {
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
  // 007_broker_registration
  country: text('country', { enum: COUNTRIES }).notNull().default('br'),
  tax_id_type: text('tax_id_type').notNull().default('CNPJ'),
  address_detail: text('address_detail'),
  neighborhood: text('neighborhood'),
  state: text('state'),
  tax_regime: text('tax_regime', { enum: TAX_REGIMES }),
  municipal_registration: text('municipal_registration'),
  iss_withheld: boolean('iss_withheld'),
  regulator_registration: text('regulator_registration'),
  regulator_status: text('regulator_status', { enum: REGULATOR_STATUSES }),
  completed_steps: text('completed_steps').array().notNull().default([]),
  submitted_at: timestamp('submitted_at', { withTimezone: true }),
  decided_at: timestamp('decided_at', { withTimezone: true }),
  decision_reason: text('decision_reason'),
  // 010_resource_versions: bank details and taxation data (broker/edit-profile)
  profile_version: integer('profile_version').notNull().default(1),
});

export const brokerBankAccounts = pgTable('broker_bank_accounts', {
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
});

// PGlite answers bytea as Uint8Array, node-postgres as Buffer (a Uint8Array too).
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

export const brokerFiles = pgTable('broker_files', {
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
});

export const brokerUsers = pgTable('broker_users', {
  id: id(),
  broker_id: uuid('broker_id')
    .notNull()
    .references(() => brokers.id, { onDelete: 'cascade' }),
  user_id: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  role: text('role', { enum: BROKER_ROLES }).notNull(),
  created_at: createdAt(),
});

export const brokerCustomers = pgTable('broker_customers', {
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
});

export const applicationForms = pgTable('application_forms', {
  id: id(),
  account_id: uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  status: text('status').notNull().default('INITIAL'),
  products: text('products').array().notNull().default([]),
  version: integer('version').notNull().default(1),
  created_at: createdAt(),
  updated_at: updatedAt(),
  // The questionnaire (migrations/011_questionnaire.sql).
  answers: jsonb('answers').$type<Answers>().notNull().default({}),
  definition_versions: jsonb('definition_versions').$type<DefinitionVersions>().notNull().default({}),
  finished_at: timestamp('finished_at', { withTimezone: true }),
});

export const applicationFormChanges = pgTable('application_form_changes', {
  id: id(),
  form_id: uuid('form_id')
    .notNull()
    .references(() => applicationForms.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  questions: text('questions').array().notNull(),
  changes: jsonb('changes').$type<Answers>().notNull(),
  user_id: uuid('user_id').references(() => users.id),
  share_id: uuid('share_id'),
  event: text('event'),
  created_at: createdAt(),
});

export const applicationFormShares = pgTable('application_form_shares', {
  id: id(),
  form_id: uuid('form_id')
    .notNull()
    .references(() => applicationForms.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  token_hash: text('token_hash').notNull().unique(),
  created_by: uuid('created_by')
    .notNull()
    .references(() => users.id),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  revoked_at: timestamp('revoked_at', { withTimezone: true }),
  last_used_at: timestamp('last_used_at', { withTimezone: true }),
  created_at: createdAt(),
});

export const underwritingSubmissions = pgTable('underwriting_submissions', {
  id: id(),
  form_id: uuid('form_id')
    .notNull()
    .references(() => applicationForms.id, { onDelete: 'cascade' }),
  account_id: uuid('account_id')
    .notNull()
    .references(() => accounts.id),
  products: text('products').array().notNull(),
  definition_versions: jsonb('definition_versions').$type<DefinitionVersions>().notNull(),
  answers: jsonb('answers').$type<Answers>().notNull(),
  status: text('status').notNull().default('WAITING'),
  created_at: createdAt(),
  results: jsonb('results').$type<unknown[]>(),
  decided_at: timestamp('decided_at', { withTimezone: true }),
});

export const quotes = pgTable('quotes', {
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
  expires_at: timestamp('expires_at', { withTimezone: true }),
  created_at: createdAt(),
  // Priced by the underwriting engine (migrations/012_underwriting.sql).
  retention: text('retention'),
  config_version: text('config_version'),
  submission_id: uuid('submission_id').references(() => underwritingSubmissions.id),
  // Terms and selection (migrations/014_quote_terms.sql).
  coverages: jsonb('coverages').$type<QuoteCoverage[]>().notNull().default([]),
  sublimits: jsonb('sublimits').$type<QuoteSublimit[]>().notNull().default([]),
  exclusions: jsonb('exclusions').$type<QuoteExclusion[]>().notNull().default([]),
  subjectivities: jsonb('subjectivities').$type<QuoteSubjectivity[]>().notNull().default([]),
  territorial_scope: text('territorial_scope', { enum: TERRITORIAL_SCOPES }),
  retroactive_date: date('retroactive_date', { mode: 'string' }),
  insurance_code: text('insurance_code'),
  selected_at: timestamp('selected_at', { withTimezone: true }),
  selected_by: uuid('selected_by').references(() => users.id, { onDelete: 'set null' }),
  // The policy fees a desk-written option adds (migrations/015_underwriting_desk.sql).
  fees: numeric('fees', { precision: 16, scale: 2 }),
});

/** Every decision of the underwriting desk (015): who, when, which product, the case before and after. */
export const underwritingDecisions = pgTable('underwriting_decisions', {
  id: id(),
  submission_id: uuid('submission_id')
    .notNull()
    .references(() => underwritingSubmissions.id, { onDelete: 'cascade' }),
  product: text('product').notNull(),
  action: text('action', { enum: ['PUBLISH', 'DECLINE'] }).notNull(),
  user_id: uuid('user_id')
    .notNull()
    .references(() => users.id),
  before: jsonb('before').$type<Record<string, unknown>>().notNull(),
  after: jsonb('after').$type<Record<string, unknown>>().notNull(),
  created_at: createdAt(),
});

/** Evidence the customer uploads against a quote's subjectivity (014). */
export const quoteEvidence = pgTable('quote_evidence', {
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
});

export const policies = pgTable('policies', {
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
  coverage_limit: numeric('coverage_limit', { precision: 16, scale: 2 }).notNull(),
  currency: text('currency').notNull().default('BRL'),
  created_at: createdAt(),
  // Issued from a checkout (migrations/016_checkout_signature_issuance.sql).
  quote_id: uuid('quote_id').references(() => quotes.id, { onDelete: 'set null' }),
  checkout_id: uuid('checkout_id')
    .unique()
    .references((): AnyPgColumn => checkouts.id, { onDelete: 'set null' }),
  retention: text('retention'),
  gross_premium: numeric('gross_premium', { precision: 16, scale: 2 }),
  total_premium: numeric('total_premium', { precision: 16, scale: 2 }),
  instalments: jsonb('instalments').$type<PolicyInstalment[]>().notNull().default([]),
  issued_at: timestamp('issued_at', { withTimezone: true }),
});

/** One instalment of a policy's schedule, amounts as Money strings. */
export interface PolicyInstalment {
  number: number;
  due_date: string;
  amount: string;
  iof: string;
}

// One invoice per instalment of an issued policy (migrations/022_invoices.sql, docs/payments.md).
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
    amount: numeric('amount', { precision: 16, scale: 2 }).notNull(),
    iof: numeric('iof', { precision: 16, scale: 2 }).notNull(),
    currency: text('currency').notNull().default('BRL'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('PENDING'),
    paid_at: timestamp('paid_at', { withTimezone: true }),
    payment_method: text('payment_method', { enum: PAYMENT_METHODS }),
    payment_provider: text('payment_provider'),
    payment_reference: text('payment_reference'),
    recorded_by: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    late_notice_sent_at: timestamp('late_notice_sent_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [unique().on(t.policy_id, t.instalment)],
);

// Checkout, e-signature and issuance (migrations/016_checkout_signature_issuance.sql, docs/checkout.md).
export const checkouts = pgTable('checkouts', {
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
  gross_premium: numeric('gross_premium', { precision: 16, scale: 2 }).notNull(),
  iof: numeric('iof', { precision: 16, scale: 2 }).notNull(),
  interest: numeric('interest', { precision: 16, scale: 2 }).notNull(),
  total_premium: numeric('total_premium', { precision: 16, scale: 2 }).notNull(),
  instalment_amount: numeric('instalment_amount', { precision: 16, scale: 2 }).notNull(),
  broker_id: uuid('broker_id').references(() => brokers.id, { onDelete: 'set null' }),
  commission_rate: numeric('commission_rate', { precision: 5, scale: 4 }),
  broker_commission: numeric('broker_commission', { precision: 16, scale: 2 }),
  language: text('language').notNull().default('pt'),
  version: integer('version').notNull().default(1),
  created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

export const signatureRequests = pgTable('signature_requests', {
  id: id(),
  checkout_id: uuid('checkout_id')
    .notNull()
    .references(() => checkouts.id, { onDelete: 'cascade' }),
  checkout_version: integer('checkout_version').notNull(),
  provider: text('provider').notNull().default('builtin'),
  provider_reference: text('provider_reference'),
  token_hash: text('token_hash').notNull().unique(),
  signer_name: text('signer_name').notNull(),
  signer_email: text('signer_email').notNull(),
  language: text('language').notNull().default('pt'),
  status: text('status', { enum: SIGNATURE_STATUSES }).notNull().default('PENDING'),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  proposal_document: bytea('proposal_document').notNull(),
  proposal_sha256: text('proposal_sha256').notNull(),
  code_hash: text('code_hash'),
  code_expires_at: timestamp('code_expires_at', { withTimezone: true }),
  code_attempts: integer('code_attempts').notNull().default(0),
  codes_sent: integer('codes_sent').notNull().default(0),
  signed_at: timestamp('signed_at', { withTimezone: true }),
  signed_name: text('signed_name'),
  signer_ip: text('signer_ip'),
  signer_user_agent: text('signer_user_agent'),
  signed_document: bytea('signed_document'),
  signed_sha256: text('signed_sha256'),
  voided_at: timestamp('voided_at', { withTimezone: true }),
  created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  created_at: createdAt(),
});

export const claims = pgTable(
  'claims',
  {
    id: id(),
    account_id: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    policy_id: uuid('policy_id').references(() => policies.id, { onDelete: 'set null' }),
    protocol_number: text('protocol_number').notNull().unique(),
    type: text('type').notNull(),
    status: text('status', { enum: CLAIM_STATUSES }).notNull(),
    description: text('description').notNull().default(''),
    created_at: createdAt(),
    updated_at: updatedAt(),
    // Reported end to end (migrations/017_claims.sql).
    version: integer('version').notNull().default(1),
    occurred_on: date('occurred_on', { mode: 'string' }),
    learned_on: date('learned_on', { mode: 'string' }),
    contact_name: text('contact_name').notNull().default(''),
    contact_email: text('contact_email').notNull().default(''),
    contact_phone: text('contact_phone').notNull().default(''),
    claims_made_window: text('claims_made_window'),
    decision_due_on: date('decision_due_on', { mode: 'string' }),
    information_requested_at: timestamp('information_requested_at', { withTimezone: true }),
    decision: text('decision'),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    reported_by: uuid('reported_by').references(() => users.id, { onDelete: 'set null' }),
    request_key: uuid('request_key'),
  },
  (t) => [unique().on(t.account_id, t.request_key)],
);

/** The timeline of a claim: its report, every status change and every message (migrations/017). */
export const claimEvents = pgTable('claim_events', {
  id: id(),
  claim_id: uuid('claim_id')
    .notNull()
    .references(() => claims.id, { onDelete: 'cascade' }),
  event: text('event').notNull(),
  status: text('status', { enum: CLAIM_STATUSES }).notNull(),
  actor: text('actor', { enum: ['CUSTOMER', 'OPERATIONS'] }).notNull(),
  author_id: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
  message: text('message').notNull().default(''),
  created_at: createdAt(),
});

/** A claim's documents, stored and checked like the broker documents (type from the bytes, size limited). */
export const claimFiles = pgTable('claim_files', {
  id: id(),
  claim_id: uuid('claim_id')
    .notNull()
    .references(() => claims.id, { onDelete: 'cascade' }),
  file_name: text('file_name').notNull(),
  content_type: text('content_type', { enum: BROKER_FILE_TYPES }).notNull(),
  size: integer('size').notNull(),
  content: bytea('content').notNull(),
  actor: text('actor', { enum: ['CUSTOMER', 'OPERATIONS'] }).notNull(),
  uploaded_by: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  created_at: createdAt(),
});

export const cyberReports = pgTable('cyber_reports', {
  id: id(),
  account_id: uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  report_date: date('report_date', { mode: 'string' }).notNull(),
  score: integer('score').notNull(),
  vulnerability_count: integer('vulnerability_count').notNull().default(0),
  risk_level: text('risk_level', { enum: RISK_LEVELS }).notNull(),
  created_at: createdAt(),
  request_id: uuid('request_id').references(() => cyberRequests.id, { onDelete: 'set null' }),
  status: text('status', { enum: CYBER_REPORT_STATUSES }).notNull().default('PUBLISHED'),
  language: text('language', { enum: LANGUAGES }).notNull().default('pt'),
  summary: text('summary').notNull().default(''),
  published_by: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
  version: integer('version').notNull().default(1),
});

export const cyberRequests = pgTable('cyber_requests', {
  id: id(),
  account_id: uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  requested_by: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
  plan: text('plan', { enum: CYBER_PLANS }).notNull(),
  main_domain: text('main_domain').notNull(),
  activity: text('activity', { enum: CYBER_ACTIVITIES }).notNull(),
  employees: integer('employees').notNull(),
  revenue_band: text('revenue_band', { enum: REVENUE_BANDS }).notNull(),
  language: text('language', { enum: LANGUAGES }).notNull().default('pt'),
  status: text('status', { enum: CYBER_REQUEST_STATUSES }).notNull().default('PENDING_VERIFICATION'),
  verification_token: text('verification_token').notNull(),
  domain_verified_at: timestamp('domain_verified_at', { withTimezone: true }),
  domain_proof: text('domain_proof', { enum: DOMAIN_PROOFS }),
  last_check_at: timestamp('last_check_at', { withTimezone: true }),
  next_assessment_at: timestamp('next_assessment_at', { withTimezone: true }),
  version: integer('version').notNull().default(1),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

export const cyberFindings = pgTable(
  'cyber_findings',
  {
    id: id(),
    report_id: uuid('report_id')
      .notNull()
      .references(() => cyberReports.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    severity: text('severity', { enum: CYBER_SEVERITIES }).notNull(),
    port: integer('port'),
    service: text('service').notNull(),
    title: text('title').notNull(),
    advice: text('advice').notNull(),
    dispute_status: text('dispute_status', { enum: CYBER_DISPUTE_STATUSES }).notNull().default('NONE'),
    dispute_reason: text('dispute_reason'),
    disputed_by: uuid('disputed_by').references(() => users.id, { onDelete: 'set null' }),
    disputed_at: timestamp('disputed_at', { withTimezone: true }),
    ruling_note: text('ruling_note'),
    ruled_by: uuid('ruled_by').references(() => users.id, { onDelete: 'set null' }),
    ruled_at: timestamp('ruled_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    created_at: createdAt(),
  },
  (table) => [unique().on(table.report_id, table.position)],
);

export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    id: text('id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grant_id: text('grant_id'),
    user_code: text('user_code'),
    uid: text('uid'),
    expires_at: timestamp('expires_at', { withTimezone: true }),
    consumed_at: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.id, t.type] })],
);

/** DPoP proofs already accepted (key thumbprint + jti), kept until they are too old to be accepted again. */
export const dpopProofs = pgTable('dpop_proofs', {
  id: text('id').primaryKey(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  window_ends_at: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});

export const signInFailures = pgTable('sign_in_failures', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull(),
  last_failure_at: timestamp('last_failure_at', { withTimezone: true }).notNull(),
});

export const oidcSecrets = pgTable('oidc_secrets', {
  id: text('id').primaryKey(),
  kind: text('kind', { enum: ['signing_key', 'cookie_key'] }).notNull(),
  value: jsonb('value').$type<Record<string, unknown> | string>().notNull(),
  created_at: createdAt(),
});

export const mailOutbox = pgTable('mail_outbox', {
  id: id(),
  to_email: text('to_email').notNull(),
  template: text('template').notNull(),
  locale: text('locale').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  link: text('link'),
  status: text('status', { enum: ['PENDING', 'SENT', 'FAILED'] })
    .notNull()
    .default('PENDING'),
  attempts: integer('attempts').notNull().default(0),
  created_at: createdAt(),
  sent_at: timestamp('sent_at', { withTimezone: true }),
});

export const accountLinks = pgTable('account_links', {
  id: id(),
  purpose: text('purpose', { enum: ['EMAIL_CONFIRMATION', 'PASSWORD_RESET', 'INVITATION'] }).notNull(),
  token_hash: text('token_hash').notNull().unique(),
  user_id: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  account_id: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  used_at: timestamp('used_at', { withTimezone: true }),
  created_at: createdAt(),
});

export const externalSignIns = pgTable('external_sign_ins', {
  state_hash: text('state_hash').primaryKey(),
  provider: text('provider', { enum: ['google'] }).notNull(),
  interaction_uid: text('interaction_uid').notNull(),
  nonce: text('nonce').notNull(),
  code_verifier: text('code_verifier').notNull(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  created_at: createdAt(),
});
