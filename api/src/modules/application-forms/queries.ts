// The account's application forms. The tenant is part of every lookup.
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { accounts, applicationForms } from '../../db/schema';
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

/** The account's tax id type (CNPJ, RFC...): what the questionnaire's tax id question asks for. */
export async function taxIdTypeOf(db: Db, accountId: string): Promise<string | null> {
  const [account] = await db
    .select({ tax_id_type: accounts.tax_id_type })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return account?.tax_id_type ?? null;
}
