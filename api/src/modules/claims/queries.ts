// Claims as the screens read them. The tenant is part of every customer lookup: another account's
// id is simply not found.
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import {
  businessToday,
  claimDaysLeft,
  claimEventsFor,
  type ClaimActor,
  type ClaimStatus,
  type Country,
} from '@platform/domain';
import type { Db } from '../../db/connection';
import { accounts, claimEvents, claimFiles, claims, policies } from '../../db/schema';
import { notFound } from '../../lib/errors';

type ClaimRow = typeof claims.$inferSelect;
type PolicyPart = {
  product: (typeof policies.$inferSelect)['product'] | null;
  policy_number: string | null;
  /** The account's country: the legal deadline's days are counted on its calendar. */
  country: Country;
};

const decided = (status: ClaimStatus) => status === 'APPROVED' || status === 'REJECTED';

const toClaim = (row: ClaimRow, policy: PolicyPart, now = new Date()) => ({
  id: row.id,
  account_id: row.account_id,
  policy_id: row.policy_id,
  product: policy.product,
  policy_number: policy.policy_number,
  protocol_number: row.protocol_number,
  type: row.type,
  status: row.status,
  description: row.description,
  information_requested: row.information_requested_at !== null,
  decision_due_on: row.decision_due_on,
  days_left:
    row.decision_due_on && !decided(row.status)
      ? claimDaysLeft(row.decision_due_on, businessToday(policy.country, now))
      : null,
  version: row.version,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

async function selectClaims(db: Db, where: SQL | undefined, order: 'updated' | 'due') {
  const rows = await db
    .select({
      claim: claims,
      product: policies.product,
      policy_number: policies.policy_number,
      company: accounts.legal_name,
      country: accounts.country,
    })
    .from(claims)
    .leftJoin(policies, eq(policies.id, claims.policy_id))
    .innerJoin(accounts, eq(accounts.id, claims.account_id))
    .where(where)
    .orderBy(
      ...(order === 'updated' ? [desc(claims.updated_at)] : [asc(claims.decision_due_on), asc(claims.created_at)]),
    );
  return rows.map((row) => ({ ...toClaim(row.claim, row), company_name: row.company }));
}

/** The account's claims, last updated first. */
export const listClaims = (db: Db, accountId: string, status?: ClaimStatus) =>
  selectClaims(db, and(eq(claims.account_id, accountId), status ? eq(claims.status, status) : undefined), 'updated');

/** The operations queue: every account's claims, the nearest legal deadline first. */
export const listAllClaims = (db: Db, status?: ClaimStatus) =>
  selectClaims(db, status ? eq(claims.status, status) : undefined, 'due');

/** The claim row itself (writes lock and re-read it), or NOT_FOUND; `accountId` limits it to one tenant. */
export async function claimRow(db: Db, id: string, accountId?: string) {
  const [row] = await db
    .select()
    .from(claims)
    .where(and(eq(claims.id, id), accountId ? eq(claims.account_id, accountId) : undefined))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export async function listClaimFiles(db: Db, claimId: string) {
  const rows = await db
    .select({
      id: claimFiles.id,
      file_name: claimFiles.file_name,
      content_type: claimFiles.content_type,
      size: claimFiles.size,
      actor: claimFiles.actor,
      created_at: claimFiles.created_at,
    })
    .from(claimFiles)
    .where(eq(claimFiles.claim_id, claimId))
    .orderBy(asc(claimFiles.created_at));
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}

/** One claim with its timeline, documents and what `actor` may do now. */
export async function claimDetail(db: Db, id: string, actor: ClaimActor, accountId?: string) {
  const [row] = await db
    .select({
      claim: claims,
      product: policies.product,
      policy_number: policies.policy_number,
      company: accounts.legal_name,
      country: accounts.country,
    })
    .from(claims)
    .leftJoin(policies, eq(policies.id, claims.policy_id))
    .innerJoin(accounts, eq(accounts.id, claims.account_id))
    .where(and(eq(claims.id, id), accountId ? eq(claims.account_id, accountId) : undefined))
    .limit(1);
  if (!row) throw notFound();
  const { claim } = row;
  const events = await db
    .select()
    .from(claimEvents)
    .where(eq(claimEvents.claim_id, id))
    .orderBy(asc(claimEvents.created_at), asc(claimEvents.id));
  return {
    ...toClaim(claim, row),
    company_name: row.company,
    occurred_on: claim.occurred_on,
    learned_on: claim.learned_on,
    contact_name: claim.contact_name,
    contact_email: claim.contact_email,
    contact_phone: claim.contact_phone,
    claims_made_window: claim.claims_made_window,
    information_requested_at: claim.information_requested_at?.toISOString() ?? null,
    decision: claim.decision,
    decided_at: claim.decided_at?.toISOString() ?? null,
    allowed_events: claimEventsFor(claim.status, actor),
    timeline: events.map((event) => ({
      id: event.id,
      event: event.event as 'REPORTED',
      status: event.status,
      actor: event.actor,
      message: event.message,
      created_at: event.created_at.toISOString(),
    })),
    files: await listClaimFiles(db, id),
  };
}
