// A customer reports a claim: checked by the shared rules, numbered from a sequence, recorded with
// its first timeline entry and the legal deadline, mailed to the contact and the broker of record.
// The form's request key makes a repeated send (double click, retry) answer the same claim.
import { and, eq, sql } from 'drizzle-orm';
import {
  businessToday,
  claimDecisionDue,
  claimProtocol,
  claimReportProblems,
  claimsMadeWindow,
  type ClaimReport,
} from '@platform/domain';
import type { Db } from '../../db/connection';
import { accounts, claimEvents, claims, policies } from '../../db/schema';
import { accountCountry } from '../../lib/business-day';
import { refuseFields } from '../../lib/field-problems';
import { isUniqueViolation } from '../../lib/unique-violation';
import { claimReportedMail, mailClaimParties } from './claim-mail';

export interface Reporter {
  accountId: string;
  userId: string;
}

const existing = async (db: Db, accountId: string, requestKey: string) =>
  (
    await db
      .select({ id: claims.id })
      .from(claims)
      .where(and(eq(claims.account_id, accountId), eq(claims.request_key, requestKey)))
      .limit(1)
  )[0] ?? null;

/** The claim's id, and whether this call created it (false: the same report came again). */
export async function reportClaim(
  db: Db,
  reporter: Reporter,
  body: ClaimReport & { request_key: string },
  origin: string,
): Promise<{ id: string; created: boolean }> {
  const again = await existing(db, reporter.accountId, body.request_key);
  if (again) return { id: again.id, created: false };

  const report: ClaimReport = {
    policy_id: body.policy_id,
    type: body.type,
    description: body.description,
    occurred_on: body.occurred_on,
    learned_on: body.learned_on,
    contact_name: body.contact_name.trim(),
    contact_email: body.contact_email.trim().toLowerCase(),
    contact_phone: body.contact_phone.trim(),
  };
  const now = new Date();
  const country = await accountCountry(db, reporter.accountId);
  const today = businessToday(country, now);
  const [policy] = await db
    .select()
    .from(policies)
    .where(and(eq(policies.id, report.policy_id), eq(policies.account_id, reporter.accountId)))
    .limit(1);
  const problems = claimReportProblems(report, today, policy?.product);
  if (!policy) problems.push({ field: 'policy_id', code: 'VALIDATION_FAILED' });
  refuseFields(problems);

  // The products sold here are written claims-made: the report counts in the policy period or its
  // extended reporting period (SUSEP Circular 637/2021); outside them it is taken with a warning.
  const window = claimsMadeWindow({ starts_on: policy!.effective_date, ends_on: policy!.expiry_date }, today);
  try {
    const id = await db.transaction(async (tx) => {
      const result = (await tx.execute(sql`SELECT nextval('claim_protocol_seq')::int AS sequence`)) as unknown as {
        rows: { sequence: number | string }[];
      };
      const sequence = Number(result.rows[0]?.sequence);
      const [claim] = await tx
        .insert(claims)
        .values({
          account_id: reporter.accountId,
          policy_id: policy!.id,
          protocol_number: claimProtocol(Number(today.slice(0, 4)), Number(sequence)),
          type: report.type,
          status: 'PENDING',
          description: report.description,
          occurred_on: report.occurred_on,
          learned_on: report.learned_on,
          contact_name: report.contact_name,
          contact_email: report.contact_email,
          contact_phone: report.contact_phone,
          claims_made_window: window,
          decision_due_on: claimDecisionDue(now, country),
          reported_by: reporter.userId,
          request_key: body.request_key,
        })
        .returning();
      await tx.insert(claimEvents).values({
        claim_id: claim!.id,
        event: 'REPORTED',
        status: 'PENDING',
        actor: 'CUSTOMER',
        author_id: reporter.userId,
      });
      const [account] = await tx
        .select({ name: accounts.legal_name })
        .from(accounts)
        .where(eq(accounts.id, reporter.accountId));
      await mailClaimParties(tx as unknown as Db, {
        template: 'claim-reported',
        content: claimReportedMail,
        claim: claim!,
        vars: { company: account?.name ?? '', due: claim!.decision_due_on ?? '' },
        origin,
      });
      return claim!.id;
    });
    return { id, created: true };
  } catch (error) {
    // Two sends of the same report raced: the unique key let one in, the other answers it.
    const raced = isUniqueViolation(error) ? await existing(db, reporter.accountId, body.request_key) : null;
    if (raced) return { id: raced.id, created: false };
    throw error;
  }
}
