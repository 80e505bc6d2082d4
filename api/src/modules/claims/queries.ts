// The account's claims. The tenant is part of every lookup: another account's id is simply not found.
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { claims } from '../../db/schema';

const toClaim = (row: typeof claims.$inferSelect) => ({
  ...row,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/** Last updated first. */
export async function listClaims(db: Db, accountId: string) {
  const rows = await db.select().from(claims).where(eq(claims.account_id, accountId)).orderBy(desc(claims.updated_at));
  return rows.map(toClaim);
}

export async function findClaim(db: Db, accountId: string, id: string) {
  const [row] = await db
    .select()
    .from(claims)
    .where(and(eq(claims.id, id), eq(claims.account_id, accountId)))
    .limit(1);
  return row ? toClaim(row) : null;
}
