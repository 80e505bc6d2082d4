// The account's policies. The tenant is part of every lookup: another account's id is simply not found.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { policies } from '../../db/schema';

const toPolicy = (row: typeof policies.$inferSelect) => ({
  ...row,
  created_at: row.created_at.toISOString(),
  issued_at: row.issued_at?.toISOString() ?? null,
});

// Built once per database: the list is the hottest read (the bench's API figure).
const prepared = new WeakMap<Db, ReturnType<typeof prepareList>>();
const prepareList = (db: Db) =>
  db
    .select()
    .from(policies)
    .where(eq(policies.account_id, sql.placeholder('accountId')))
    .orderBy(desc(policies.effective_date))
    .prepare('list_policies');

/** Newest effective date first. */
export async function listPolicies(db: Db, accountId: string) {
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = prepareList(db)));
  const rows = await query.execute({ accountId });
  return rows.map(toPolicy);
}

export async function findPolicy(db: Db, accountId: string, id: string) {
  const [row] = await db
    .select()
    .from(policies)
    .where(and(eq(policies.id, id), eq(policies.account_id, accountId)))
    .limit(1);
  return row ? toPolicy(row) : null;
}
