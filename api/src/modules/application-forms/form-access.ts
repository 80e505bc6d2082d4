// Who may open a questionnaire, decided per record on every request: the account's people, its
// broker of record, or a guest holding a share link for this one form. Operations are refused
// (FORBIDDEN): they read the answers on the underwriting desk, through their own audited routes.
// Anyone else is told the form does not exist.
import { createHash } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { applicationForms, applicationFormShares } from '../../db/schema';
import { isBrokerOfRecord } from '../../lib/auth/account-access';
import type { Principal } from '../../lib/auth/principal';
import { AppError } from '../../lib/errors';

export type FormRow = typeof applicationForms.$inferSelect;
export type ShareRow = typeof applicationFormShares.$inferSelect;

/** Who is acting on a form; `share` for a guest. */
export type FormCaller =
  | { kind: 'member'; userId: string; isAdmin: boolean }
  | { kind: 'broker'; userId: string }
  | { kind: 'guest'; share: ShareRow };

export const hashShareToken = (token: string) => createHash('sha256').update(token).digest('hex');

const findForm = async (db: Db, id: string) =>
  (await db.select().from(applicationForms).where(eq(applicationForms.id, id)).limit(1))[0];

/** The form and the caller's standing on it, or NOT_FOUND. */
export async function formForPrincipal(
  db: Db,
  principal: Principal,
  formId: string,
): Promise<{ form: FormRow; caller: FormCaller }> {
  // Before the form is looked up, so the refusal says nothing about whether it exists.
  if (principal.isOperations) throw new AppError('FORBIDDEN');
  const form = await findForm(db, formId);
  if (!form) throw new AppError('NOT_FOUND');
  const userId = principal.user.id;
  const membership = principal.accounts.find((account) => account.id === form.account_id);
  if (membership) return { form, caller: { kind: 'member', userId, isAdmin: membership.role === 'ACCOUNT_ADMIN' } };
  if (principal.broker) {
    if (principal.broker.status !== 'APPROVED') throw new AppError('BROKER_PENDING_APPROVAL');
    if (await isBrokerOfRecord(db, principal.broker.id, form.account_id))
      return { form, caller: { kind: 'broker', userId } };
  }
  throw new AppError('NOT_FOUND');
}

/** The form a share link opens; unknown, expired and revoked links are all SHARE_LINK_INVALID. */
export async function formForShareToken(db: Db, token: string): Promise<{ form: FormRow; caller: FormCaller }> {
  const [share] = await db
    .select()
    .from(applicationFormShares)
    .where(
      and(
        eq(applicationFormShares.token_hash, hashShareToken(token)),
        isNull(applicationFormShares.revoked_at),
        gt(applicationFormShares.expires_at, new Date()),
      ),
    )
    .limit(1);
  const form = share && (await findForm(db, share.form_id));
  if (!share || !form) throw new AppError('SHARE_LINK_INVALID');
  await db
    .update(applicationFormShares)
    .set({ last_used_at: new Date() })
    .where(eq(applicationFormShares.id, share.id));
  return { form, caller: { kind: 'guest', share } };
}
