// The account's application forms. The tenant is part of every lookup.
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { applicationForms } from '../../db/schema';
import { toFormSummary } from './form-view';

/** Last updated first. */
export async function listApplicationForms(db: Db, accountId: string) {
  const rows = await db
    .select()
    .from(applicationForms)
    .where(eq(applicationForms.account_id, accountId))
    .orderBy(desc(applicationForms.updated_at));
  return rows.map(toFormSummary);
}
