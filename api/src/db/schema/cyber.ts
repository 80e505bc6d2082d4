// Cyber assessments: the customer's request (plan, domain and its proof of control, schedule), the
// reports, their findings and the customer's false-positive disputes. The statuses are the tables
// of shared/domain/src/cyber/cyber-status-machines.ts.
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import {
  CYBER_ACTIVITIES,
  CYBER_DISPUTE_STATUSES,
  CYBER_PLANS,
  CYBER_REPORT_STATUSES,
  CYBER_REQUEST_STATUSES,
  CYBER_SEVERITIES,
  DOMAIN_PROOFS,
  LANGUAGES,
  REVENUE_BANDS,
  RISK_LEVELS,
} from '@platform/domain';
import { accounts, users } from './accounts';
import { checkColumn, createdAt, id, oneOf, timestamptz, updatedAt } from './columns';

export const cyberRequests = pgTable(
  'cyber_requests',
  {
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
    domain_verified_at: timestamptz('domain_verified_at'),
    domain_proof: text('domain_proof', { enum: DOMAIN_PROOFS }),
    last_check_at: timestamptz('last_check_at'),
    next_assessment_at: timestamptz('next_assessment_at'),
    version: integer('version').notNull().default(1),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('cyber_requests_account_idx').on(t.account_id),
    index('cyber_requests_due_idx')
      .on(t.next_assessment_at)
      .where(sql`${t.status} = 'SCHEDULED'`),
    oneOf('cyber_requests', t.plan, CYBER_PLANS),
    oneOf('cyber_requests', t.activity, CYBER_ACTIVITIES),
    checkColumn('cyber_requests', t.employees, sql`${t.employees} BETWEEN 1 AND 10000000`),
    oneOf('cyber_requests', t.revenue_band, REVENUE_BANDS),
    oneOf('cyber_requests', t.language, LANGUAGES),
    oneOf('cyber_requests', t.status, CYBER_REQUEST_STATUSES),
    oneOf('cyber_requests', t.domain_proof, DOMAIN_PROOFS),
  ],
);

export const cyberReports = pgTable(
  'cyber_reports',
  {
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
  },
  (t) => [
    index('cyber_reports_account_idx').on(t.account_id),
    checkColumn('cyber_reports', t.score, sql`${t.score} BETWEEN 0 AND 100`),
    oneOf('cyber_reports', t.risk_level, RISK_LEVELS),
    oneOf('cyber_reports', t.status, CYBER_REPORT_STATUSES),
    oneOf('cyber_reports', t.language, LANGUAGES),
  ],
);

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
    disputed_at: timestamptz('disputed_at'),
    ruling_note: text('ruling_note'),
    ruled_by: uuid('ruled_by').references(() => users.id, { onDelete: 'set null' }),
    ruled_at: timestamptz('ruled_at'),
    version: integer('version').notNull().default(1),
    created_at: createdAt(),
  },
  (t) => [
    unique().on(t.report_id, t.position),
    index('cyber_findings_disputed_idx')
      .on(t.dispute_status)
      .where(sql`${t.dispute_status} = 'DISPUTED'`),
    oneOf('cyber_findings', t.severity, CYBER_SEVERITIES),
    checkColumn('cyber_findings', t.port, sql`${t.port} BETWEEN 0 AND 65535`),
    oneOf('cyber_findings', t.dispute_status, CYBER_DISPUTE_STATUSES),
  ],
);
