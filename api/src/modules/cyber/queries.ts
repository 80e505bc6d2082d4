// The account's cyber assessment reports.
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { cyberReports } from '../../db/schema';

/** Newest report first. */
export async function listCyberReports(db: Db, accountId: string) {
  const rows = await db
    .select()
    .from(cyberReports)
    .where(eq(cyberReports.account_id, accountId))
    .orderBy(desc(cyberReports.report_date));
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}
