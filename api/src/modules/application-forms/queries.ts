// The account's application forms. The tenant is part of every lookup.
import { desc, eq } from 'drizzle-orm';
import type { ApplicationFormStatus, Product } from '@platform/domain';
import type { Db } from '../../db/connection';
import { applicationForms } from '../../db/schema';

export const toApplicationForm = (row: typeof applicationForms.$inferSelect) => ({
  ...row,
  status: row.status as ApplicationFormStatus,
  products: row.products as Product[],
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/** Last updated first. */
export async function listApplicationForms(db: Db, accountId: string) {
  const rows = await db
    .select()
    .from(applicationForms)
    .where(eq(applicationForms.account_id, accountId))
    .orderBy(desc(applicationForms.updated_at));
  return rows.map(toApplicationForm);
}
