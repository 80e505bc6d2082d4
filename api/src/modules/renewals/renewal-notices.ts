// The renewal notices (docs/renewals.md): 90, 60 and 30 days before a policy ends, the policyholder
// and the broker of record are mailed, each notice once. The row in renewal_notices is written
// before the mail in the same transaction and its key refuses a second one, so a job run twice,
// or by two API instances at once, mails nobody twice.
import { and, eq, inArray, lte, gt, ne } from 'drizzle-orm';
import {
  COUNTRY_LANGUAGE,
  formatDate,
  noticeDue,
  plusDays,
  RENEWAL_OPENS_DAYS,
  renewalState,
  type Language,
} from '@platform/domain';
import type { Db } from '../../db/connection';
import { accounts, brokerCustomers, brokers, checkouts, policies, renewalNotices } from '../../db/schema';
import { queueMail } from '../../lib/mail/outbox';
import { dayIn, latestDay, type SettleDay } from '../policies';
import { isRenewed, renewalFormOf } from './renewal-view';
import { RENEWAL_NOTICE_MAIL } from './renewal-mail';

const ZERO = '00000000-0000-0000-0000-000000000000';

export const RENEWAL_NOTICES_JOB = 'renewals.notices';
// Hourly: each country's day begins at its own midnight; a run that finds nothing due costs one query.
export const RENEWAL_NOTICES_CRON = '20 * * * *';

export interface SentNotice {
  policy_id: string;
  account_id: string;
  days_before: number;
  recipients: string[];
}

/**
 * Sends the notices due on `day` (each policy on its account's country's day, or one fixed
 * YYYY-MM-DD for all); `only` limits it to some policies (tests on a shared database).
 */
export async function sendRenewalNotices(
  db: Db,
  { day = new Date(), publicUrl, only }: { day?: SettleDay; publicUrl: string; only?: string[] },
): Promise<SentNotice[]> {
  const latest = latestDay(day);
  const candidates = await db
    .select({ id: policies.id })
    .from(policies)
    .where(
      and(
        only ? inArray(policies.id, only.length ? only : [ZERO]) : undefined,
        ne(policies.status, 'EXPIRED'),
        gt(policies.expiry_date, plusDays(latest, -1)),
        lte(policies.expiry_date, plusDays(latest, RENEWAL_OPENS_DAYS + 1)),
      ),
    );
  const sent: SentNotice[] = [];
  for (const { id } of candidates) {
    const notice = await db.transaction((tx) => noticeFor(tx as unknown as Db, id, day, publicUrl));
    if (notice) sent.push(notice);
  }
  return sent;
}

async function noticeFor(db: Db, policyId: string, day: SettleDay, publicUrl: string): Promise<SentNotice | null> {
  const [row] = await db
    .select({
      policy: policies,
      company: accounts.legal_name,
      owner_email: accounts.owner_email,
      country: accounts.country,
      language: checkouts.language,
      broker_email: brokers.email,
    })
    .from(policies)
    .innerJoin(accounts, eq(accounts.id, policies.account_id))
    .leftJoin(checkouts, eq(checkouts.id, policies.checkout_id))
    .leftJoin(brokerCustomers, eq(brokerCustomers.account_id, policies.account_id))
    .leftJoin(brokers, eq(brokers.id, brokerCustomers.broker_id))
    .where(eq(policies.id, policyId));
  if (!row) return null;
  const { policy } = row;
  const today = dayIn(day, row.country);
  const due = noticeDue(policy.expiry_date, today);
  if (!due) return null;
  // A renewed policy needs no reminder; one being renewed still does (it may stall).
  const state = renewalState(
    { status: policy.status, expiryDate: policy.expiry_date, renewed: await isRenewed(db, policy), started: false },
    today,
  );
  if (state !== 'OPEN') return null;
  const [recorded] = await db
    .insert(renewalNotices)
    .values({ policy_id: policy.id, days_before: due, sent_on: today })
    .onConflictDoNothing()
    .returning();
  if (!recorded) return null;

  const language = (row.language as Language | null) ?? COUNTRY_LANGUAGE[row.country];
  const form = await renewalFormOf(db, policy.id);
  const recipients = [...new Set([row.owner_email, row.broker_email].filter(Boolean) as string[])];
  for (const to of recipients)
    await queueMail(db, {
      to,
      template: 'renewal-notice',
      language,
      content: RENEWAL_NOTICE_MAIL,
      vars: {
        number: policy.policy_number,
        insurer: policy.insurer,
        company: row.company,
        days: String(due),
        end: formatDate(policy.expiry_date, { country: row.country, language }, 'long'),
      },
      link: form
        ? `${publicUrl}/flows/renewal?policy_id=${policy.id}`
        : `${publicUrl}/dashboard/policies/detail/${policy.id}`,
    });
  return { policy_id: policy.id, account_id: policy.account_id, days_before: due, recipients };
}
