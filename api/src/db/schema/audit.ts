// What operations staff read of a customer's records (docs/accounts-and-roles.md, "Operations"):
// one row per read through an operations route, written by the route before it answers, never
// changed afterwards. Operations belong to no tenant, so this is how a customer's data read by
// staff can be accounted for.
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts';
import { createdAt, id } from './columns';

export const operationsReads = pgTable(
  'operations_reads',
  {
    id: id(),
    /** Who read; kept when the staff member's user goes, as who it was stays known by id. */
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The operation (its operationId), e.g. `downloadOperationsClaimFile`. */
    operation: text('operation').notNull(),
    /** What was read: the record's kind (`claim`, `claim_file`, `underwriting_case`...) and id. */
    record_type: text('record_type').notNull(),
    record_id: uuid('record_id').notNull(),
    /** The customer account the record belongs to. */
    account_id: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    index('operations_reads_account_idx').on(t.account_id, t.created_at),
    index('operations_reads_user_idx').on(t.user_id),
  ],
);
