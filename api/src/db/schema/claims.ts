// Claims end to end: what the customer reports, the timeline of every status change and message,
// the documents and the legal deadline to decide (insurance-model.md section 3). The statuses are
// shared/domain/src/claims/claim-status-machine.ts.
import { date, index, integer, pgSequence, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { BROKER_FILE_TYPES, CLAIM_ACTORS, CLAIM_STATUSES, CLAIMS_MADE_WINDOWS } from '@platform/domain';
import { accounts, users } from './accounts';
import { bytea, createdAt, id, oneOf, timestamptz, updatedAt } from './columns';
import { policies } from './policies';

/** Numbers the claims' protocol numbers. */
export const claimProtocolSeq = pgSequence('claim_protocol_seq');

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
    version: integer('version').notNull().default(1),
    occurred_on: date('occurred_on', { mode: 'string' }),
    learned_on: date('learned_on', { mode: 'string' }),
    contact_name: text('contact_name').notNull().default(''),
    contact_email: text('contact_email').notNull().default(''),
    contact_phone: text('contact_phone').notNull().default(''),
    // Claims-made: where the report fell against the policy period; OUTSIDE is taken with a warning, never refused.
    claims_made_window: text('claims_made_window', { enum: CLAIMS_MADE_WINDOWS }),
    // 30 days after the report, plus the days a request for information stayed unanswered.
    decision_due_on: date('decision_due_on', { mode: 'string' }),
    // An open request for information (the claim stays IN_PROGRESS): when it was asked, null when none.
    information_requested_at: timestamptz('information_requested_at'),
    decision: text('decision'),
    decided_at: timestamptz('decided_at'),
    reported_by: uuid('reported_by').references(() => users.id, { onDelete: 'set null' }),
    // The key the form sends with a report: the same report sent twice (a double click, a retry) is one claim.
    request_key: uuid('request_key'),
  },
  (t) => [
    unique().on(t.account_id, t.request_key),
    index('claims_account_idx').on(t.account_id),
    oneOf('claims', t.status, CLAIM_STATUSES),
    oneOf('claims', t.claims_made_window, CLAIMS_MADE_WINDOWS),
  ],
);

/** The timeline of a claim: its report, every status change and every message. */
export const claimEvents = pgTable(
  'claim_events',
  {
    id: id(),
    claim_id: uuid('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    // REPORTED, or an event of the state machine.
    event: text('event').notNull(),
    status: text('status', { enum: CLAIM_STATUSES }).notNull(),
    actor: text('actor', { enum: CLAIM_ACTORS }).notNull(),
    author_id: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull().default(''),
    created_at: createdAt(),
  },
  (t) => [
    index('claim_events_claim_idx').on(t.claim_id, t.created_at),
    oneOf('claim_events', t.status, CLAIM_STATUSES),
    oneOf('claim_events', t.actor, CLAIM_ACTORS),
  ],
);

/** A claim's documents, stored and checked like the broker documents (type from the bytes, size limited). */
export const claimFiles = pgTable(
  'claim_files',
  {
    id: id(),
    claim_id: uuid('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    file_name: text('file_name').notNull(),
    content_type: text('content_type', { enum: BROKER_FILE_TYPES }).notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    actor: text('actor', { enum: CLAIM_ACTORS }).notNull(),
    uploaded_by: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    index('claim_files_claim_idx').on(t.claim_id),
    oneOf('claim_files', t.content_type, BROKER_FILE_TYPES),
    oneOf('claim_files', t.actor, CLAIM_ACTORS),
  ],
);
