// The mail-driven steps of an account: confirming the e-mail, sending the confirmation again,
// asking for a password reset and choosing the new password. The "send" steps answer the same
// whether or not the e-mail is known, so they cannot be used to learn who has an account.
import { and, eq, inArray } from 'drizzle-orm';
import { passwordProblem, type Language } from '@platform/domain';
import { hashPassword } from '../../lib/auth/passwords';
import { clearFailures } from '../../lib/auth/sign-in-guard';
import type { Db } from '../../db/connection';
import { accounts, memberships, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { queueMail } from '../../lib/mail/outbox';
import { EMAIL_CONFIRMATION_MAIL } from './email-confirmation-mail';
import { PASSWORD_RESET_MAIL } from './password-reset-mail';
import { consumeLink, issueLink, revokeLinks } from './account-links';

const findUser = async (db: Db, email: string) =>
  (await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1))[0];

/** Uses the link once and activates a user still waiting for confirmation. */
export async function confirmEmail(db: Db, token: string): Promise<{ email: string }> {
  return db.transaction(async (tx) => {
    const { userId } = await consumeLink(tx as unknown as Db, 'EMAIL_CONFIRMATION', token);
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    if (!user || user.status === 'DISABLED') throw new AppError('LINK_INVALID');
    if (user.status === 'PENDING_CONFIRMATION')
      await tx.update(users).set({ status: 'ACTIVE', updated_at: new Date() }).where(eq(users.id, userId));
    return { email: user.email };
  });
}

/** A new confirmation link (the earlier ones stop working), only for a user still unconfirmed. */
export async function resendConfirmation(db: Db, email: string, language: Language, publicUrl: string): Promise<void> {
  const user = await findUser(db, email);
  // An invited person who has not accepted yet has no credential: only the invitation may activate them.
  if (!user || user.status !== 'PENDING_CONFIRMATION' || (!user.password_hash && !user.external_subject)) return;
  const [admin] = await db
    .select({ id: accounts.id, legal_name: accounts.legal_name })
    .from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.account_id))
    .where(and(eq(memberships.user_id, user.id), eq(memberships.role, 'ACCOUNT_ADMIN')))
    .limit(1);
  await db.transaction(async (tx) => {
    await revokeLinks(tx as unknown as Db, 'EMAIL_CONFIRMATION', user.id);
    const token = await issueLink(tx as unknown as Db, 'EMAIL_CONFIRMATION', user.id, admin?.id);
    await queueMail(tx as unknown as Db, {
      to: user.email,
      template: 'email-confirmation',
      language,
      content: EMAIL_CONFIRMATION_MAIL,
      vars: { name: `${user.first_name} ${user.last_name}`.trim(), organisation: admin?.legal_name ?? user.email },
      link: `${publicUrl}/auth/email-confirmation?token=${encodeURIComponent(token)}`,
    });
  });
}

/** "Forgot password" and the forced reset: a link to auth/force-restore-password?token=. */
export async function requestPasswordReset(
  db: Db,
  email: string,
  language: Language,
  publicUrl: string,
): Promise<void> {
  const user = await findUser(db, email);
  if (!user || user.status === 'DISABLED') return;
  await db.transaction(async (tx) => {
    await revokeLinks(tx as unknown as Db, 'PASSWORD_RESET', user.id);
    const token = await issueLink(tx as unknown as Db, 'PASSWORD_RESET', user.id);
    await queueMail(tx as unknown as Db, {
      to: user.email,
      template: 'password-reset',
      language,
      content: PASSWORD_RESET_MAIL,
      vars: { name: user.first_name || user.email },
      link: `${publicUrl}/auth/force-restore-password?token=${encodeURIComponent(token)}`,
    });
  });
}

/**
 * Sets the new password. The link reached the mailbox, so it also proves the e-mail: an
 * unconfirmed or migrated user becomes ACTIVE.
 */
export async function resetPassword(db: Db, token: string, password: string): Promise<{ email: string }> {
  const problem = passwordProblem(password);
  if (problem) {
    const code = problem === 'REQUIRED' ? 'VALIDATION_FAILED' : problem;
    throw new AppError(code, undefined, [{ field: 'password', code }]);
  }
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const { userId } = await consumeLink(tx as unknown as Db, 'PASSWORD_RESET', token);
    const [user] = await tx
      .update(users)
      .set({ password_hash: passwordHash, status: 'ACTIVE', updated_at: new Date() })
      .where(
        and(eq(users.id, userId), inArray(users.status, ['ACTIVE', 'PENDING_CONFIRMATION', 'PASSWORD_RESET_REQUIRED'])),
      )
      .returning({ email: users.email });
    if (!user) throw new AppError('LINK_INVALID');
    // The link proved the owner: sign-in no longer waits out the delay of failed attempts.
    await clearFailures(tx as unknown as Db, user.email);
    return user;
  });
}
