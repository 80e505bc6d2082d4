// The assessment schedule: a SCHEDULED request is due when its next_assessment_at has come (the
// first right after the domain is proven, then every plan interval after each report). Operations'
// queue reads it; a job runner calls it to remind operations.
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { accounts, cyberRequests } from '../../db/schema';

/** Requests whose assessment is due at `now`, the longest-waiting first. */
export async function dueCyberRequests(db: Db, now = new Date()) {
  return db
    .select({
      id: cyberRequests.id,
      account_id: cyberRequests.account_id,
      company: accounts.legal_name,
      plan: cyberRequests.plan,
      main_domain: cyberRequests.main_domain,
      next_assessment_at: cyberRequests.next_assessment_at,
    })
    .from(cyberRequests)
    .innerJoin(accounts, eq(accounts.id, cyberRequests.account_id))
    .where(and(eq(cyberRequests.status, 'SCHEDULED'), lte(cyberRequests.next_assessment_at, now)))
    .orderBy(asc(cyberRequests.next_assessment_at));
}
