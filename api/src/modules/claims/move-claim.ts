// A claim moves only along its state machine (shared/domain claims/claim-status-machine.ts): operations
// start the analysis, ask for information, approve or reject; the customer adds information. Each
// move is a timeline entry, bumps the version (a stale one is refused) and is mailed to the
// contact and the broker of record.
import { eq } from 'drizzle-orm';
import { claimDecisionDueAfterAnswer, nextClaimStatus, type ClaimActor, type ClaimEvent } from '@platform/domain';
import type { Db } from '../../db/connection';
import { accounts, claimEvents, claims } from '../../db/schema';
import { accountCountry } from '../../lib/business-day';
import { AppError } from '../../lib/errors';
import { claimUpdatedMail, mailClaimParties } from './claim-mail';

export interface ClaimMove {
  claimId: string;
  /** Set for the customer: the claim must be one of this account's. */
  accountId?: string;
  actor: ClaimActor;
  userId: string;
  event: ClaimEvent;
  message: string;
  version: number;
}

/** Moves the claim, or throws NOT_FOUND, TRANSITION_NOT_ALLOWED, VALIDATION_FAILED or STALE_VERSION (`stale` builds its `current`). */
export async function moveClaim(db: Db, move: ClaimMove, origin: string, stale: () => Promise<unknown>) {
  const message = move.message.trim();
  const result = await db.transaction(async (tx) => {
    const [claim] = await tx.select().from(claims).where(eq(claims.id, move.claimId)).for('update');
    if (!claim || (move.accountId && claim.account_id !== move.accountId)) throw new AppError('NOT_FOUND');
    const to = nextClaimStatus(claim.status, move.event, move.actor);
    if (!to) throw new AppError('TRANSITION_NOT_ALLOWED');
    if (claim.version !== move.version) return 'stale' as const;
    // Asking, answering and deciding say something; starting the analysis may go without words.
    if (move.event !== 'START_ANALYSIS' && !message)
      throw new AppError('VALIDATION_FAILED', undefined, [
        { field: 'message', code: 'VALIDATION_FAILED', message: 'is required' },
      ]);
    const now = new Date();
    const answering = move.event === 'ADD_INFORMATION' && claim.information_requested_at !== null;
    const decides = move.event === 'APPROVE' || move.event === 'REJECT';
    await tx
      .update(claims)
      .set({
        status: to,
        version: claim.version + 1,
        updated_at: now,
        ...(move.event === 'REQUEST_INFORMATION'
          ? { information_requested_at: claim.information_requested_at ?? now }
          : {}),
        ...(answering
          ? {
              information_requested_at: null,
              decision_due_on: claim.decision_due_on
                ? claimDecisionDueAfterAnswer(
                    claim.decision_due_on,
                    claim.information_requested_at!,
                    now,
                    await accountCountry(tx as unknown as Db, claim.account_id),
                  )
                : null,
            }
          : {}),
        ...(decides ? { decision: message, decided_at: now, information_requested_at: null } : {}),
      })
      .where(eq(claims.id, claim.id));
    await tx.insert(claimEvents).values({
      claim_id: claim.id,
      event: move.event,
      status: to,
      actor: move.actor,
      author_id: move.userId,
      message,
    });
    if (move.event !== 'ADD_INFORMATION') {
      const [account] = await tx
        .select({ name: accounts.legal_name })
        .from(accounts)
        .where(eq(accounts.id, claim.account_id));
      await mailClaimParties(tx as unknown as Db, {
        template: `claim-${move.event.toLowerCase().replace(/_/g, '-')}`,
        content: claimUpdatedMail[move.event],
        claim,
        vars: { company: account?.name ?? '', message },
        origin,
      });
    }
    return { accountId: claim.account_id, version: claim.version + 1 };
  });
  if (result === 'stale') throw new AppError('STALE_VERSION', undefined, undefined, { current: await stale() });
  return result;
}
