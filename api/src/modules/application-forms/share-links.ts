// Share links: a form opened to someone without an account (shared-ipaf/index?token=), limited to
// that form, expiring after SHARE_LIFETIME_DAYS and revocable. The raw token only travels in the
// mail; the database keeps its SHA-256. Anyone who may edit the form may share it; revoking is
// for the account's administrators and the broker of record (docs/questionnaire.md).
import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { emailProblem, type Language } from '@platform/domain';
import type { Db } from '../../db/connection';
import { accounts, applicationFormShares, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { queueMail } from '../../lib/mail/outbox';
import { QUESTIONNAIRE_SHARED_MAIL } from './questionnaire-mail';
import { hashShareToken, type FormCaller, type FormRow, type ShareRow } from './form-access';

export const SHARE_LIFETIME_DAYS = 14;

export const toShare = (row: ShareRow) => ({
  id: row.id,
  email: row.email,
  expires_at: row.expires_at.toISOString(),
  revoked_at: row.revoked_at?.toISOString() ?? null,
  last_used_at: row.last_used_at?.toISOString() ?? null,
  created_at: row.created_at.toISOString(),
});

export async function shareForm(
  db: Db,
  form: FormRow,
  caller: FormCaller,
  { email, language, publicUrl }: { email: string; language: Language; publicUrl: string },
) {
  if (caller.kind === 'guest') throw new AppError('FORBIDDEN');
  if (emailProblem(email)) throw new AppError('INVALID_EMAIL', undefined, [{ field: 'email', code: 'INVALID_EMAIL' }]);
  const token = randomBytes(32).toString('base64url');
  return db.transaction(async (tx) => {
    const [share] = await tx
      .insert(applicationFormShares)
      .values({
        form_id: form.id,
        email: email.trim().toLowerCase(),
        token_hash: hashShareToken(token),
        created_by: caller.userId,
        expires_at: new Date(Date.now() + SHARE_LIFETIME_DAYS * 24 * 3600_000),
      })
      .returning();
    const [sender] = await tx.select().from(users).where(eq(users.id, caller.userId));
    const [account] = await tx
      .select({ legal_name: accounts.legal_name })
      .from(accounts)
      .where(eq(accounts.id, form.account_id));
    await queueMail(tx as unknown as Db, {
      to: share!.email,
      template: 'questionnaire-shared',
      language,
      content: QUESTIONNAIRE_SHARED_MAIL,
      vars: {
        sender: `${sender!.first_name} ${sender!.last_name}`.trim() || sender!.email,
        account: account!.legal_name,
        days: String(SHARE_LIFETIME_DAYS),
      },
      link: `${publicUrl}/shared-ipaf/index?token=${encodeURIComponent(token)}`,
    });
    return share!;
  });
}

export const listShares = (db: Db, formId: string) =>
  db
    .select()
    .from(applicationFormShares)
    .where(eq(applicationFormShares.form_id, formId))
    .orderBy(desc(applicationFormShares.created_at));

export async function revokeShare(db: Db, form: FormRow, caller: FormCaller, shareId: string) {
  const mayRevoke = (caller.kind === 'member' && caller.isAdmin) || caller.kind === 'broker';
  if (!mayRevoke) throw new AppError('FORBIDDEN');
  const [revoked] = await db
    .update(applicationFormShares)
    .set({ revoked_at: new Date() })
    .where(and(eq(applicationFormShares.id, shareId), eq(applicationFormShares.form_id, form.id)))
    .returning();
  if (!revoked) throw new AppError('NOT_FOUND');
  return revoked;
}
