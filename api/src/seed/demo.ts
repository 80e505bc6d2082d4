// Seeds the demo world (see demo-data.ts). Idempotent: existing rows are left as they are, so
// restarting never resets passwords or data someone changed while trying the product.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '../lib/auth/passwords';
import type { Db } from '../db/connection';
import { brazilTaxLines, checkoutSummary, fromCents, policyEndDate, toCents } from '@platform/domain';
import { builtinSignatureProvider, requestSignature } from '../modules/signatures';
import {
  accounts,
  applicationForms,
  checkouts,
  quoteEvidence,
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
import { seedBrokerBook } from './demo/broker-book';
import { seedBookStatuses } from './demo/book-statuses';
import { seedBrokerQuotes } from './demo/broker-quotes';
import { dateFrom } from './demo/ids';
import { seedDemoPayments } from './demo/payments';
import { seedDemoEarnings } from './demo/earnings';
import { seedDemoPolicyDocuments } from './demo/policy-documents';
import { seedDemoPayInvoices } from './demo/pay-invoices';
import { DEMO_PROTOCOL } from './demo/policies-and-claims';
import {
  BROKER_ID,
  DEMO_ACCOUNTS,
  DEMO_COMPANY_PROFILE,
  DEMO_BROKER,
  DEMO_BROKER_CUSTOMERS,
  DEMO_CHECKOUT,
  DEMO_MEMBERSHIPS,
  DEMO_PASSWORD,
  DEMO_USERS,
  demoRecords,
  seedDemoKams,
  seedDemoBrokerTeam,
  demoReferrals,
  demoRenewal,
  RENEWAL_DEMO,
  RENEWAL_DEMO_USER,
  seedCountryDemo,
  type DemoUserKey,
} from './demo-data';

export async function seedDemo(
  db: Db,
  log?: Pick<FastifyBaseLogger, 'info'>,
  { publicUrl = 'http://localhost:3000' }: { publicUrl?: string } = {},
): Promise<void> {
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
    await seedDemoKams(tx as unknown as Db);
    await seedDemoBrokerTeam(tx as unknown as Db);
    await tx.insert(applicationForms).values(records.applicationForms).onConflictDoNothing();
    await tx
      .insert(quotes)
      .values(
        // Quoted options carry the terms of their product's configuration, as the engine writes them.
        records.quotes.map((quote) => ({
          ...(quote.insurer ? termsColumns(ratingConfigFor(quote.product, 'br')?.terms, now, 'br') : {}),
          config_version: quote.insurer ? (ratingConfigFor(quote.product, 'br')?.version ?? null) : null,
          ...quote,
        })),
      )
      .onConflictDoNothing();
    await tx.insert(underwritingSubmissions).values(records.underwritingSubmissions).onConflictDoNothing();
    // The underwriting desk's waiting cases.
    await tx.insert(applicationForms).values(referrals.applicationForms).onConflictDoNothing();
    await tx.insert(underwritingSubmissions).values(referrals.underwritingSubmissions).onConflictDoNothing();
    await tx.insert(quotes).values(referrals.quotes).onConflictDoNothing();
    await tx.insert(policies).values(records.policies).onConflictDoNothing();
    await seedDemoPayments(tx as unknown as Db, now);
    await seedDemoPolicyDocuments(tx as unknown as Db, now);
    await seedDemoPayInvoices(tx as unknown as Db, now);
    await tx.insert(claims).values(records.claims).onConflictDoNothing();
    await tx.insert(claimEvents).values(records.claimEvents).onConflictDoNothing();
    await tx.insert(cyberRequests).values(records.cyberRequests).onConflictDoNothing();
    await tx.insert(cyberReports).values(records.cyberReports).onConflictDoNothing();
    await tx.insert(cyberFindings).values(records.cyberFindings).onConflictDoNothing();
    await seedBrokerBook(tx as unknown as Db, now);
    await seedBookStatuses(tx as unknown as Db, now);
    await seedDemoEarnings(tx as unknown as Db, now);
    await seedBrokerQuotes(tx as unknown as Db, now);
    // A reported claim takes the sequence's next number: past the demo's, never one of them again.
    await tx.execute(
      sql`SELECT setval('claim_protocol_seq', GREATEST(last_value, ${Math.max(...Object.values(DEMO_PROTOCOL))})) FROM claim_protocol_seq`,
    );
    await seedPendingSignature(tx as unknown as Db, userId('cliente'), publicUrl);
    await seedRenewal(tx as unknown as Db, now);
    await seedCountryDemo(tx as unknown as Db, userId, now);
  });
  // Only while the profile was never saved (version 1), so a restart keeps what someone edited.
  const { account_id: profileAccount, ...profile } = DEMO_COMPANY_PROFILE;
  await db
    .update(accounts)
    .set(profile)
    .where(and(eq(accounts.id, profileAccount), eq(accounts.profile_version, 1)));
  if (missing.length) log?.info({ users: missing.map((user) => user.email) }, 'demo users seeded');
}

/** The policy due for renewal, with its own company and person (demo/renewal.ts). */
async function seedRenewal(tx: Db, now: Date) {
  const renewal = demoRenewal(now);
  const [user] = await tx
    .insert(users)
    .values({ ...RENEWAL_DEMO_USER, password_hash: await hashPassword(DEMO_PASSWORD) })
    .onConflictDoNothing()
    .returning({ id: users.id });
  await tx.insert(accounts).values(renewal.accounts).onConflictDoNothing();
  if (user)
    await tx
      .insert(memberships)
      .values({
        id: RENEWAL_DEMO.membershipId,
        user_id: user.id,
        account_id: RENEWAL_DEMO.accountId,
        role: 'ACCOUNT_ADMIN',
      })
      .onConflictDoNothing();
  await tx.insert(applicationForms).values(renewal.applicationForms).onConflictDoNothing();
  await tx
    .insert(quotes)
    .values(
      renewal.quotes.map((quote) => ({ ...termsColumns(ratingConfigFor('CYBER', 'br')?.terms, now, 'br'), ...quote })),
    )
    .onConflictDoNothing();
  await tx.insert(policies).values(renewal.policies).onConflictDoNothing();
}

/** The demo's checkout sent for signature: its link is in the development mailbox (to cliente@demo.local). */
async function seedPendingSignature(tx: Db, userId: string, publicUrl: string) {
  const quote = demoRecords(new Date()).quotes.find((row) => row.id === DEMO_CHECKOUT.quoteId)!;
  const summary = checkoutSummary(toCents(quote.gross_premium!), DEMO_CHECKOUT.instalments);
  const start = dateFrom(new Date(), DEMO_CHECKOUT.startInDays);
  const [checkout] = await tx
    .insert(checkouts)
    .values({
      id: DEMO_CHECKOUT.id,
      account_id: quote.account_id,
      quote_id: quote.id,
      product: quote.product,
      start_date: start,
      end_date: policyEndDate(start),
      signer_type: DEMO_CHECKOUT.signer.type,
      signer_name: DEMO_CHECKOUT.signer.name,
      signer_email: DEMO_CHECKOUT.signer.email,
      admin_name: DEMO_CHECKOUT.admin.name,
      admin_email: DEMO_CHECKOUT.admin.email,
      instalments: DEMO_CHECKOUT.instalments,
      gross_premium: fromCents(summary.grossPremium),
      iof: fromCents(summary.iof),
      tax: fromCents(summary.iof),
      taxes: brazilTaxLines(summary.iof),
      interest: fromCents(summary.interest),
      total_premium: fromCents(summary.totalPremium),
      instalment_amount: fromCents(summary.instalments.at(-1)!.amount),
      created_by: userId,
    })
    .onConflictDoNothing()
    .returning();
  // Only when the checkout is new: a restart keeps the link someone may be signing with.
  if (!checkout) return;
  // The customer sent the evidence of the pre-bind conditions (a quote with open ones cannot be signed).
  const [row] = await tx.select().from(quotes).where(eq(quotes.id, quote.id));
  const evidence = Buffer.from('%PDF-1.4\n% demo evidence\n');
  for (const condition of row!.subjectivities.filter((item) => item.due === 'BEFORE_BINDING'))
    await tx.insert(quoteEvidence).values({
      quote_id: quote.id,
      subjectivity: condition.code,
      file_name: `${condition.code.toLowerCase()}.pdf`,
      content_type: 'application/pdf',
      size: evidence.length,
      content: evidence,
      uploaded_by: userId,
    });
  await requestSignature(tx, checkout, {
    provider: builtinSignatureProvider,
    userId,
    sender: DEMO_CHECKOUT.admin.name,
    publicUrl,
  });
}
