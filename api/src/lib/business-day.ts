// The calendar an account's business dates follow: its country's time zone (shared/domain
// business-date, docs/decisions.md "Business dates"). A policy, a checkout, a claim and an invoice
// belong to an account, so their "today" is the account's country's.
import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { businessToday, businessTodays, COUNTRIES, COUNTRY_TIME_ZONES, type Country } from '@platform/domain';
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

/**
 * Today in the country `countryColumn` holds, as an SQL date: one query serves accounts of several
 * countries (a broker's book), each on its own calendar, with the days the business-date module
 * gives at `now`.
 */
export function sqlBusinessToday(countryColumn: SQL | AnyColumn, now = new Date()): SQL {
  const todays = businessTodays(now);
  const cases = sql.join(
    COUNTRIES.map((country) => sql`WHEN ${country} THEN ${todays[country]}::date`),
    sql` `,
  );
  return sql`(CASE ${countryColumn} ${cases} ELSE ${todays.br}::date END)`;
}

/** The day the timestamp `instantColumn` falls on in the country `countryColumn` holds, as an SQL date. */
export function sqlBusinessDate(instantColumn: SQL | AnyColumn, countryColumn: SQL | AnyColumn): SQL {
  const cases = sql.join(
    COUNTRIES.map((country) => sql`WHEN ${country} THEN ${COUNTRY_TIME_ZONES[country]}`),
    sql` `,
  );
  return sql`((${instantColumn}) AT TIME ZONE (CASE ${countryColumn} ${cases} ELSE ${COUNTRY_TIME_ZONES.br} END))::date`;
}
