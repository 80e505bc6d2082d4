// A request leaves PENDING_VERIFICATION when control of the domain is proven: the customer asks
// the platform to check (DNS TXT record or .well-known file), or operations confirm by hand.
// Either way the first assessment is due at once (next_assessment_at = now).
import { and, eq } from 'drizzle-orm';
import { nextCyberRequestStatus, type CyberActor, type CyberRequestStatus, type DomainProof } from '@platform/domain';
import type { Db } from '../../db/connection';
import { cyberRequests } from '../../db/schema';
import { AppError, notFound, staleVersion } from '../../lib/errors';
import { checkDomainControl, type DomainLookups } from './domain-control';
import { findCyberRequest } from './queries';

/** Loads the request for a change: not found, stale version and illegal moves refused. */
export async function requestForChange(
  db: Db,
  requestId: string,
  accountId: string | null,
  version: number,
  event: Parameters<typeof nextCyberRequestStatus>[1],
  actor: CyberActor,
) {
  const view = await findCyberRequest(db, requestId, accountId);
  if (!view) throw notFound();
  if (view.version !== version) throw staleVersion(view);
  const next = nextCyberRequestStatus(view.status as CyberRequestStatus, event, actor);
  if (!next) throw new AppError('CYBER_STEP_NOT_ALLOWED');
  return { view, next };
}

/** Another write got there between the check and the update: the caller's version is stale now. */
export async function raced(db: Db, requestId: string): Promise<never> {
  throw staleVersion(await findCyberRequest(db, requestId, null));
}

async function markVerified(db: Db, requestId: string, version: number, next: CyberRequestStatus, proof: DomainProof) {
  const now = new Date();
  const [saved] = await db
    .update(cyberRequests)
    .set({
      status: next,
      domain_proof: proof,
      domain_verified_at: now,
      last_check_at: now,
      next_assessment_at: now,
      version: version + 1,
      updated_at: now,
    })
    .where(and(eq(cyberRequests.id, requestId), eq(cyberRequests.version, version)))
    .returning();
  return saved ?? raced(db, requestId);
}

/** The customer's "verify": checks now; without proof the request stays waiting (and says when it last checked). */
export async function verifyDomain(
  db: Db,
  requestId: string,
  accountId: string,
  version: number,
  lookups?: DomainLookups,
) {
  const { view, next } = await requestForChange(db, requestId, accountId, version, 'VERIFY_DOMAIN', 'PLATFORM');
  const [row] = await db.select().from(cyberRequests).where(eq(cyberRequests.id, requestId));
  const proof = await checkDomainControl(view.main_domain, row!.verification_token, lookups);
  if (proof) return { verified: true, row: await markVerified(db, requestId, version, next, proof) };
  const [saved] = await db
    .update(cyberRequests)
    .set({ last_check_at: new Date(), version: version + 1, updated_at: new Date() })
    .where(and(eq(cyberRequests.id, requestId), eq(cyberRequests.version, version)))
    .returning();
  return { verified: false, row: saved ?? (await raced(db, requestId)) };
}

/** Operations confirm control of the domain by hand (they checked it another way). */
export async function confirmDomain(db: Db, requestId: string, version: number) {
  const { next } = await requestForChange(db, requestId, null, version, 'CONFIRM_DOMAIN', 'OPERATIONS');
  return markVerified(db, requestId, version, next, 'OPERATIONS');
}

/** The customer cancels a request: no further assessments are scheduled. */
export async function cancelRequest(db: Db, requestId: string, accountId: string, version: number) {
  const { next } = await requestForChange(db, requestId, accountId, version, 'CANCEL', 'CUSTOMER');
  const [saved] = await db
    .update(cyberRequests)
    .set({ status: next, next_assessment_at: null, version: version + 1, updated_at: new Date() })
    .where(and(eq(cyberRequests.id, requestId), eq(cyberRequests.version, version)))
    .returning();
  return saved ?? raced(db, requestId);
}
