// The application questionnaire (docs/questionnaire.md) and what underwriting makes of it
// (docs/underwriting.md): the form and its answers, every save, guest links, submissions and the
// underwriting desk's decisions.
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { APPLICATION_FORM_STATUSES, type Answers, type DefinitionVersions } from '@platform/domain';
import { accounts, users } from './accounts';
import { createdAt, id, oneOf, timestamptz, updatedAt } from './columns';

/** What the underwriting desk did to a case (underwriting_decisions.action). */
export const UNDERWRITING_DESK_ACTIONS = ['PUBLISH', 'DECLINE'] as const;

export const applicationForms = pgTable(
  'application_forms',
  {
    id: id(),
    account_id: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    status: text('status', { enum: APPLICATION_FORM_STATUSES }).notNull().default('INITIAL'),
    products: text('products').array().notNull().default([]),
    // Optimistic concurrency: a write names the version it read (a stale one gets 409).
    version: integer('version').notNull().default(1),
    created_at: createdAt(),
    updated_at: updatedAt(),
    // Answers as one JSON document keyed by question id, with the definition versions they were given under.
    answers: jsonb('answers').$type<Answers>().notNull().default({}),
    definition_versions: jsonb('definition_versions').$type<DefinitionVersions>().notNull().default({}),
    finished_at: timestamptz('finished_at'),
  },
  (t) => [
    index('application_forms_account_idx').on(t.account_id),
    oneOf('application_forms', t.status, APPLICATION_FORM_STATUSES),
  ],
);

/** Every save of a form (who, when, which questions, the values): the audit, and what a stale save is merged against. */
export const applicationFormChanges = pgTable(
  'application_form_changes',
  {
    id: id(),
    form_id: uuid('form_id')
      .notNull()
      .references(() => applicationForms.id, { onDelete: 'cascade' }),
    // The form version this save produced.
    version: integer('version').notNull(),
    questions: text('questions').array().notNull(),
    changes: jsonb('changes').$type<Answers>().notNull(),
    user_id: uuid('user_id').references(() => users.id),
    share_id: uuid('share_id'),
    event: text('event'),
    created_at: createdAt(),
  },
  (t) => [index('application_form_changes_form').on(t.form_id, t.version)],
);

/** Links that open one form to a guest without an account (shared-ipaf/index?token=). */
export const applicationFormShares = pgTable(
  'application_form_shares',
  {
    id: id(),
    form_id: uuid('form_id')
      .notNull()
      .references(() => applicationForms.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    token_hash: text('token_hash').notNull().unique(),
    created_by: uuid('created_by')
      .notNull()
      .references(() => users.id),
    expires_at: timestamptz('expires_at').notNull(),
    revoked_at: timestamptz('revoked_at'),
    last_used_at: timestamptz('last_used_at'),
    created_at: createdAt(),
  },
  (t) => [index('application_form_shares_form').on(t.form_id)],
);

/** A finished form handed to underwriting: each product quoted, referred or declined, with the reasons. */
export const underwritingSubmissions = pgTable(
  'underwriting_submissions',
  {
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
    decided_at: timestamptz('decided_at'),
  },
  (t) => [index('underwriting_submissions_status').on(t.status, t.created_at)],
);

/** Every decision of the underwriting desk: who, when, which product, the case before and after. */
export const underwritingDecisions = pgTable(
  'underwriting_decisions',
  {
    id: id(),
    submission_id: uuid('submission_id')
      .notNull()
      .references(() => underwritingSubmissions.id, { onDelete: 'cascade' }),
    product: text('product').notNull(),
    action: text('action', { enum: UNDERWRITING_DESK_ACTIONS }).notNull(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id),
    before: jsonb('before').$type<Record<string, unknown>>().notNull(),
    after: jsonb('after').$type<Record<string, unknown>>().notNull(),
    created_at: createdAt(),
  },
  (t) => [
    index('underwriting_decisions_submission').on(t.submission_id, t.created_at),
    oneOf('underwriting_decisions', t.action, UNDERWRITING_DESK_ACTIONS),
  ],
);
