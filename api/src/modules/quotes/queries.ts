// The account's quotes.
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { quotes } from '../../db/schema';

/** Newest first. */
export async function listQuotes(db: Db, accountId: string) {
  const rows = await db.select().from(quotes).where(eq(quotes.account_id, accountId)).orderBy(desc(quotes.created_at));
  return rows.map((row) => ({
    ...row,
    expires_at: row.expires_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  }));
}
