// The calendar an account's business dates follow: its country's time zone (shared/domain
// business-date, docs/decisions.md "Business dates"). A policy, a checkout, a claim and an invoice
// belong to an account, so their "today" is the account's country's.
import { eq } from 'drizzle-orm';
import { businessToday, type Country } from '@platform/domain';
import type { Db } from '../db/connection';
import { accounts } from '../db/schema';

/** The account's country (Brazil when the account is gone: the platform's default). */
export async function accountCountry(db: Db, accountId: string): Promise<Country> {
  const [account] = await db.select({ country: accounts.country }).from(accounts).where(eq(accounts.id, accountId));
  return account?.country ?? 'br';
}

/** Today in the account's country. */
export const accountToday = async (db: Db, accountId: string, now = new Date()) =>
  businessToday(await accountCountry(db, accountId), now);
