// A customer asks for an assessment (dashboard/cyber/create): spec section 5's rules, one open
// request per domain, and a token the customer publishes to prove control of the domain.
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  cyberDomain,
  cyberRequestProblems,
  type CyberActivity,
  type CyberRequestInput,
  type Language,
  type RevenueBand,
} from '@platform/domain';
import type { Db } from '../../db/connection';
import { cyberRequests } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { refuseFields } from '../../lib/field-problems';

export async function requestAssessment(
  db: Db,
  accountId: string,
  userId: string,
  input: CyberRequestInput,
  language: Language,
) {
  refuseFields(cyberRequestProblems(input));
  const domain = cyberDomain(input.main_domain)!;
  return db.transaction(async (tx) => {
    // One request at a time per account and domain: serialise the account's requests.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`cyber-request:${accountId}`}))`);
    const [open] = await tx
      .select({ id: cyberRequests.id })
      .from(cyberRequests)
      .where(
        and(
          eq(cyberRequests.account_id, accountId),
          eq(cyberRequests.main_domain, domain),
          sql`${cyberRequests.status} <> 'CANCELLED'`,
        ),
      )
      .limit(1);
    if (open)
      throw new AppError('CYBER_REQUEST_OPEN', undefined, [{ field: 'main_domain', code: 'CYBER_REQUEST_OPEN' }]);
    const [row] = await tx
      .insert(cyberRequests)
      .values({
        account_id: accountId,
        requested_by: userId,
        plan: input.plan,
        main_domain: domain,
        activity: input.activity as CyberActivity,
        employees: input.employees!,
        revenue_band: input.revenue_band as RevenueBand,
        language,
        verification_token: randomBytes(16).toString('hex'),
      })
      .returning();
    return row!;
  });
}
