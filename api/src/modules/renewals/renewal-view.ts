// What a policy's renewal stands at (docs/renewals.md): its state on the account's business day,
// the questionnaire that renews it, the retroactive date it keeps, the day the renewed policy
// starts and the notices already sent. The policy page and flows/renewal read it.
import { and, desc, eq, gt, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  daysToExpiry,
  plusDays,
  RENEWAL_OPENS_DAYS,
  renewalStartDate,
  renewalState,
  type ApplicationFormStatus,
} from '@platform/domain';
import type { Db } from '../../db/connection';
import { applicationForms, policies, quotes, renewalForms, renewalNotices } from '../../db/schema';
import { accountToday } from '../../lib/business-day';

export type PolicyRow = typeof policies.$inferSelect;

/** The account's policy, or undefined (another tenant's id reads as not found). */
export async function policyOf(db: Db, accountId: string, policyId: string): Promise<PolicyRow | undefined> {
  const [row] = await db
    .select()
    .from(policies)
    .where(and(eq(policies.id, policyId), eq(policies.account_id, accountId)));
  return row;
}

/** The latest questionnaire started to renew the policy. */
export async function renewalFormOf(db: Db, policyId: string) {
  const [row] = await db
    .select({ id: applicationForms.id, status: applicationForms.status })
    .from(renewalForms)
    .innerJoin(applicationForms, eq(applicationForms.id, renewalForms.form_id))
    .where(eq(renewalForms.policy_id, policyId))
    .orderBy(desc(renewalForms.created_at))
    .limit(1);
  return row;
}

/** A later policy of the same product follows (the home's RENEWAL_COMING uses the same test). */
export async function isRenewed(db: Db, policy: PolicyRow): Promise<boolean> {
  const next = alias(policies, 'next_policy');
  const [row] = await db
    .select({ id: next.id })
    .from(next)
    .where(
      and(
        eq(next.account_id, policy.account_id),
        eq(next.product, policy.product),
        ne(next.id, policy.id),
        ne(next.status, 'EXPIRED'),
        gt(next.expiry_date, policy.expiry_date),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The retroactive date the policy's quote gave: a renewal keeps it (null: the quote named none). */
export async function retroactiveDateOf(db: Db, policy: Pick<PolicyRow, 'quote_id'>): Promise<string | null> {
  if (!policy.quote_id) return null;
  const [quote] = await db
    .select({ retroactive_date: quotes.retroactive_date })
    .from(quotes)
    .where(eq(quotes.id, policy.quote_id));
  return quote?.retroactive_date ?? null;
}

export async function renewalView(db: Db, policy: PolicyRow, now = new Date()) {
  const today = await accountToday(db, policy.account_id, now);
  const form = await renewalFormOf(db, policy.id);
  const notices = await db
    .select({ days_before: renewalNotices.days_before, sent_on: renewalNotices.sent_on })
    .from(renewalNotices)
    .where(eq(renewalNotices.policy_id, policy.id))
    .orderBy(desc(renewalNotices.days_before));
  return {
    policy_id: policy.id,
    product: policy.product,
    policy_number: policy.policy_number,
    expiry_date: policy.expiry_date,
    state: renewalState(
      { status: policy.status, expiryDate: policy.expiry_date, renewed: await isRenewed(db, policy), started: !!form },
      today,
    ),
    days_to_expiry: daysToExpiry(policy.expiry_date, today),
    opens_on: plusDays(policy.expiry_date, -RENEWAL_OPENS_DAYS),
    start_date: renewalStartDate(policy.expiry_date, today),
    retroactive_date: await retroactiveDateOf(db, policy),
    form_id: form?.id ?? null,
    form_status: (form?.status as ApplicationFormStatus | undefined) ?? null,
    notices,
  };
}
