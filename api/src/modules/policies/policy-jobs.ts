// The policies' time- and event-driven work, in the job queue (lib/jobs, pg-boss on the API's
// database; several API instances run each job once):
// - policies.issue: issues the policy of a signed checkout (sent by the signing route);
// - policies.issue-signed: every 10 minutes, issues any checkout left SIGNED (a failed or lost job);
// - policies.start: every hour (each country's day begins at its own midnight), a CREATED policy
//   whose start date has come in its account's country waits for its first instalment
//   (PENDING_INITIAL_PAYMENT; ACTIVE once it is paid, spec section 4), and a policy past its expiry
//   date is EXPIRED (the weekly payments.sync job, payments-sync.ts, does the same).
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { checkouts, policies } from '../../db/schema';
import { issueCheckout } from './issue-policy';
import { settlePolicies, type SettleDay } from './settle-policy';

export const ISSUE_POLICY_JOB = 'policies.issue';
export const ISSUE_SIGNED_JOB = 'policies.issue-signed';
export const ISSUE_SIGNED_CRON = '*/10 * * * *';
export const START_POLICIES_JOB = 'policies.start';
export const START_POLICIES_CRON = '5 * * * *';

/** Checkouts signed and still without their policy. */
export async function signedWithoutPolicy(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: checkouts.id })
    .from(checkouts)
    .leftJoin(policies, eq(policies.checkout_id, checkouts.id))
    .where(and(eq(checkouts.status, 'SIGNED'), isNull(policies.id)));
  return rows.map((row) => row.id);
}

/**
 * Policies whose start date came (PENDING_INITIAL_PAYMENT, or ACTIVE when the first instalment was
 * paid before) or whose expiry passed (EXPIRED), on the table of shared/domain
 * payments/policy-status-machine.ts; returns the ids of those that moved.
 */
export async function startPolicies(db: Db, today: SettleDay = new Date()): Promise<string[]> {
  return (await settlePolicies(db, today)).map((policy) => policy.id);
}

export { issueCheckout };
