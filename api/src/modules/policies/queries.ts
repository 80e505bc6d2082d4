// The account's policies. The tenant is part of every lookup: another account's id is simply not found.
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { policies } from '../../db/schema';

const toPolicy = (row: typeof policies.$inferSelect) => ({
  ...row,
  created_at: row.created_at.toISOString(),
  issued_at: row.issued_at?.toISOString() ?? null,
});

/** Newest effective date first. */
export async function listPolicies(db: Db, accountId: string) {
  const rows = await db
    .select()
    .from(policies)
    .where(eq(policies.account_id, accountId))
    .orderBy(desc(policies.effective_date));
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
