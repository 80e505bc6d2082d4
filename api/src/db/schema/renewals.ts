// Renewals (issue 24 item 5, docs/renewals.md): which questionnaire renews which policy, and the
// notices sent before a policy expires. Kept apart from the form and the policy tables so that a
// renewal adds rows instead of columns to records other features own.
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { RENEWAL_NOTICE_DAYS } from '@platform/domain';
import { applicationForms } from './application-forms';
import { checkColumn, createdAt } from './columns';
import { policies } from './policies';

/** A questionnaire started to renew a policy: its quotes keep that policy's retroactive date and start the day it ends. */
export const renewalForms = pgTable(
  'renewal_forms',
  {
    form_id: uuid('form_id')
      .primaryKey()
      .references(() => applicationForms.id, { onDelete: 'cascade' }),
    policy_id: uuid('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (t) => [index('renewal_forms_policy').on(t.policy_id)],
);

/**
 * A renewal notice sent (90, 60 or 30 days before expiry). The primary key is what makes each notice
 * go once: a second run, or a second API instance, inserts nothing and mails nobody.
 */
export const renewalNotices = pgTable(
  'renewal_notices',
  {
    policy_id: uuid('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    days_before: integer('days_before').notNull(),
    // The account's business day it went on.
    sent_on: date('sent_on', { mode: 'string' }).notNull(),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.policy_id, t.days_before] }),
    checkColumn(
      'renewal_notices',
      t.days_before,
      sql`${t.days_before} IN ${sql.raw(`(${RENEWAL_NOTICE_DAYS.join(', ')})`)}`,
    ),
  ],
);
