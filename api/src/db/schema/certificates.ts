// Policy certificates (docs/certificates.md): the policyholder shares proof of cover with a named
// holder at an unguessable public address (public/policy?c=<public_code>). The page reads the policy
// live, so the row keeps only who it was made for and whether it still stands.
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts';
import { createdAt, id, timestamptz } from './columns';
import { policies } from './policies';

export const policyCertificates = pgTable(
  'policy_certificates',
  {
    id: id(),
    policy_id: uuid('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    account_id: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    // 128 random bits, base64url: the public address's only key, so it cannot be guessed or walked.
    public_code: text('public_code').notNull().unique(),
    holder_name: text('holder_name').notNull(),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    revoked_at: timestamptz('revoked_at'),
    revoked_by: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('policy_certificates_policy').on(t.policy_id)],
);
