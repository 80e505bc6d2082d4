// Seeds the demo world (see demo-data.ts). Idempotent: existing rows are left as they are, so
// restarting never resets passwords or data someone changed while trying the product.
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '../lib/auth/passwords';
import type { Db } from '../db/connection';
import {
  accounts,
  applicationForms,
  brokerCustomers,
  brokers,
  brokerUsers,
  claimEvents,
  claims,
  cyberFindings,
  cyberReports,
  cyberRequests,
  memberships,
  policies,
  quotes,
  underwritingSubmissions,
  users,
} from '../db/schema';
import { evaluate, ratingConfigFor, termsColumns } from '../modules/underwriting';
import {
  BROKER_ID,
  DEMO_ACCOUNTS,
  DEMO_COMPANY_PROFILE,
  DEMO_BROKER,
  DEMO_BROKER_CUSTOMERS,
  DEMO_MEMBERSHIPS,
  DEMO_PASSWORD,
  DEMO_USERS,
  demoRecords,
  demoReferrals,
  type DemoUserKey,
} from './demo-data';

export async function seedDemo(db: Db, log?: Pick<FastifyBaseLogger, 'info'>): Promise<void> {
  const emails = DEMO_USERS.map((user) => user.email);
  const existing = new Set(
    (await db.select({ email: users.email }).from(users).where(inArray(users.email, emails))).map((row) => row.email),
  );
  const missing = DEMO_USERS.filter((user) => !existing.has(user.email));
  if (missing.length) {
    // One hash shared by the new demo users: scrypt is slow on purpose, and they share a password.
    const password_hash = await hashPassword(DEMO_PASSWORD);
    await db
      .insert(users)
      .values(missing.map(({ key: _key, ...user }) => ({ ...user, password_hash })))
      .onConflictDoNothing();
  }
  const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const userId = (key: DemoUserKey) =>
    rows.find((row) => row.email === DEMO_USERS.find((u) => u.key === key)!.email)!.id;

  const now = new Date();
  const records = demoRecords(now);
  const referrals = demoReferrals(now, (answers) => [evaluate('CYBER', answers, 'br')]);
  await db.transaction(async (tx) => {
    await tx
      .insert(accounts)
      .values([...DEMO_ACCOUNTS])
      .onConflictDoNothing();
    await tx
      .insert(memberships)
      .values(DEMO_MEMBERSHIPS.map((m) => ({ id: m.id, user_id: userId(m.user), account_id: m.account, role: m.role })))
      .onConflictDoNothing();
    await tx.insert(brokers).values(DEMO_BROKER).onConflictDoNothing();
    await tx
      .insert(brokerUsers)
      .values({ broker_id: BROKER_ID, user_id: userId('corretor'), role: 'BROKER' })
      .onConflictDoNothing();
    await tx.insert(brokerCustomers).values(DEMO_BROKER_CUSTOMERS).onConflictDoNothing();
    await tx.insert(applicationForms).values(records.applicationForms).onConflictDoNothing();
    await tx
      .insert(quotes)
      .values(
        // Quoted options carry the terms of their product's configuration, as the engine writes them.
        records.quotes.map((quote) => ({
          ...(quote.insurer ? termsColumns(ratingConfigFor(quote.product, 'br')?.terms, now) : {}),
          config_version: quote.insurer ? (ratingConfigFor(quote.product, 'br')?.version ?? null) : null,
          ...quote,
        })),
      )
      .onConflictDoNothing();
    await tx.insert(underwritingSubmissions).values(records.underwritingSubmissions).onConflictDoNothing();
    // The underwriting desk's referred cases (their quotes still searching).
    await tx.insert(applicationForms).values(referrals.applicationForms).onConflictDoNothing();
    await tx.insert(underwritingSubmissions).values(referrals.underwritingSubmissions).onConflictDoNothing();
    await tx.insert(quotes).values(referrals.quotes).onConflictDoNothing();
    await tx.insert(policies).values(records.policies).onConflictDoNothing();
    await tx.insert(claims).values(records.claims).onConflictDoNothing();
    await tx.insert(claimEvents).values(records.claimEvents).onConflictDoNothing();
    await tx.insert(cyberRequests).values(records.cyberRequests).onConflictDoNothing();
    await tx.insert(cyberReports).values(records.cyberReports).onConflictDoNothing();
    await tx.insert(cyberFindings).values(records.cyberFindings).onConflictDoNothing();
  });
  // Only while the profile was never saved (version 1), so a restart keeps what someone edited.
  const { account_id: profileAccount, ...profile } = DEMO_COMPANY_PROFILE;
  await db
    .update(accounts)
    .set(profile)
    .where(and(eq(accounts.id, profileAccount), eq(accounts.profile_version, 1)));
  if (missing.length) log?.info({ users: missing.map((user) => user.email) }, 'demo users seeded');
}
