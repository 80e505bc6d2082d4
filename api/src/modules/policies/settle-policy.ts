// A policy's status follows its table (shared/domain payments/policy-status-machine.ts): the start
// date, the first instalment and the expiry date decide it; nobody sets it by hand. `settlePolicy`
// takes one policy through every event due today (the hourly policies.start job, the weekly
// payments.sync job, and at once when the first instalment is paid).
import { and, eq, inArray, lte, ne, or, lt } from 'drizzle-orm';
import { businessToday, businessTodays, settledPolicyStatus, type Country, type PolicyStatus } from '@platform/domain';
import type { Db } from '../../db/connection';
import { invoices, policies } from '../../db/schema';
import { accountCountry } from '../../lib/business-day';

const ZERO = '00000000-0000-0000-0000-000000000000';

/**
 * The day the calendar is read on: an instant (by default now), where each policy or invoice is on
 * its own account's country's day, or one fixed YYYY-MM-DD for all (tests, scripts).
 */
export type SettleDay = Date | string;

/** The day `day` is in `country`. */
export const dayIn = (day: SettleDay, country: Country) =>
  typeof day === 'string' ? day : businessToday(country, day);

/** The latest day any country is on: what a query may select by before each row is read on its own day. */
export const latestDay = (day: SettleDay) =>
  typeof day === 'string' ? day : Object.values(businessTodays(day)).sort().at(-1)!;

export interface SettledPolicy {
  id: string;
  account_id: string;
  from: PolicyStatus;
  status: PolicyStatus;
}

/**
 * Moves the policy (locked) to where its table says it is today; returns it when it moved. A policy
 * without invoices (issued before them, or with nothing to pay) counts its first instalment as paid.
 */
export async function settlePolicy(
  db: Db,
  policyId: string,
  day: SettleDay = new Date(),
): Promise<SettledPolicy | null> {
  const [policy] = await db.select().from(policies).where(eq(policies.id, policyId)).for('update');
  if (!policy) return null;
  const today = dayIn(day, await accountCountry(db, policy.account_id));
  const [first] = await db
    .select({ status: invoices.status })
    .from(invoices)
    .where(and(eq(invoices.policy_id, policy.id), eq(invoices.instalment, 1)));
  const status = settledPolicyStatus(
    {
      status: policy.status,
      effectiveDate: policy.effective_date,
      expiryDate: policy.expiry_date,
      firstInstalmentPaid: first ? first.status === 'PAID' : true,
    },
    today,
  );
  if (status === policy.status) return null;
  await db.update(policies).set({ status }).where(eq(policies.id, policy.id));
  return { id: policy.id, account_id: policy.account_id, from: policy.status, status };
}

/**
 * Every policy the calendar may move today (started, or past expiry), each settled in its own
 * transaction; `only` limits it to some policies (tests on a shared database).
 */
export async function settlePolicies(db: Db, day: SettleDay = new Date(), only?: string[]): Promise<SettledPolicy[]> {
  const latest = latestDay(day);
  const candidates = await db
    .select({ id: policies.id })
    .from(policies)
    .where(
      and(
        only ? inArray(policies.id, only.length ? only : [ZERO]) : undefined,
        ne(policies.status, 'EXPIRED'),
        or(
          and(inArray(policies.status, ['CREATED', 'PENDING_INITIAL_PAYMENT']), lte(policies.effective_date, latest)),
          lt(policies.expiry_date, latest),
        ),
      ),
    );
  const moved: SettledPolicy[] = [];
  for (const { id } of candidates) {
    const settled = await db.transaction((tx) => settlePolicy(tx as unknown as Db, id, day));
    if (settled) moved.push(settled);
  }
  return moved;
}
