// Team invitations (spec sections 2, 4, 6): an invitation is a PENDING membership plus a
// single-use INVITATION link mailed to the person. Accepting enables the membership; removing
// deletes it, and with it the access of that person to the account, at once.
import { and, eq, isNull } from 'drizzle-orm';
import { isLanguage, splitFullName, type Language } from '@platform/domain';
import { hashPassword } from '../../lib/auth/passwords';
import type { Db } from '../../db/connection';
import { accountLinks, accounts, brokerCustomers, brokerUsers, memberships, users } from '../../db/schema';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { queueMail, type MailTemplate } from '../../lib/mail/outbox';
import { INVITATION_MAIL } from './invitation-mail';
import { consumeLink, issueLink, peekLink } from '../accounts';
import { enableBrokerUser, pendingBrokerInvitation } from './broker-invitations';
import { alreadyRegistered, fullName, invitee } from './invitee';

type UserRow = typeof users.$inferSelect;
type AccountRow = typeof accounts.$inferSelect;
type MembershipRow = typeof memberships.$inferSelect;

export const languageOfLocale = (locale: string): Language => {
  const language = locale.slice(0, 2).toLowerCase();
  return isLanguage(language) ? language : 'pt';
};

export interface InvitationContext {
  account: Pick<AccountRow, 'id' | 'legal_name'>;
  inviter: UserRow;
  /** The language the administrator is using: the mail is written in it. */
  language: Language;
  /** Origin of the app, for the link (`{publicUrl}/auth/register?token=`). */
  publicUrl: string;
  /** The mail's words: a team invitation unless told otherwise (a broker inviting a company's administrator). */
  mail?: { template: string; content: MailTemplate };
}

/** Mails a new single-use invitation link to `invitee` for the context's account; the unused ones stop working. */
export async function sendInvitation(db: Db, context: InvitationContext, invitee: UserRow): Promise<void> {
  // A new link replaces the unused ones of this account's invitation (resend); other accounts' stay valid.
  await db
    .update(accountLinks)
    .set({ used_at: new Date() })
    .where(
      and(
        eq(accountLinks.user_id, invitee.id),
        eq(accountLinks.account_id, context.account.id),
        eq(accountLinks.purpose, 'INVITATION'),
        isNull(accountLinks.used_at),
      ),
    );
  const token = await issueLink(db, 'INVITATION', invitee.id, context.account.id);
  await queueMail(db, {
    to: invitee.email,
    template: context.mail?.template ?? 'invitation',
    language: context.language,
    content: context.mail?.content ?? INVITATION_MAIL,
    vars: { name: fullName(invitee), inviter: fullName(context.inviter), account: context.account.legal_name },
    link: `${context.publicUrl}/auth/register?token=${encodeURIComponent(token)}`,
  });
}

/**
 * Invites `email` as a team member. A new e-mail becomes a user without a password, waiting
 * for the invitation (PENDING_CONFIRMATION: the link proves the address). An existing customer
 * user gets a pending membership. Refused with EMAIL_ALREADY_REGISTERED: someone already in
 * (or invited to) this account, a broker or operations user, a disabled user.
 */
export async function inviteMember(
  db: Db,
  context: InvitationContext,
  invitation: { name: string; email: string },
): Promise<MembershipRow> {
  return db.transaction(async (tx) => {
    const invited = await invitee(tx, invitation, context.language);
    const [broker] = await tx
      .select({ id: brokerUsers.id })
      .from(brokerUsers)
      .where(eq(brokerUsers.user_id, invited.id));
    if (broker) throw alreadyRegistered();
    const [membership] = await tx
      .insert(memberships)
      .values({
        user_id: invited.id,
        account_id: context.account.id,
        role: 'TEAM_MEMBER',
        status: 'PENDING',
        invited_by: context.inviter.id,
        invited_at: new Date(),
      })
      .onConflictDoNothing()
      .returning();
    if (!membership) throw alreadyRegistered();
    await sendInvitation(tx, context, invited);
    return membership;
  });
}

/** The membership `memberId` of this account; an id of another account reads as NOT_FOUND. */
async function membershipOf(db: Db, accountId: string, memberId: string) {
  const [row] = await db
    .select({ membership: memberships, user: users })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.user_id))
    .where(and(eq(memberships.id, memberId), eq(memberships.account_id, accountId)));
  if (!row) throw notFound();
  return row;
}

/** Sends a new invitation mail; the earlier link stops working. Only a pending invitation can be resent. */
export async function resendInvitation(db: Db, context: InvitationContext, memberId: string): Promise<MembershipRow> {
  return db.transaction(async (tx) => {
    const { membership, user } = await membershipOf(tx, context.account.id, memberId);
    if (membership.status !== 'PENDING')
      throw new AppError('VALIDATION_FAILED', 'Only a pending invitation can be resent', [
        { field: 'status', code: 'VALIDATION_FAILED' },
      ]);
    const [updated] = await tx
      .update(memberships)
      .set({ invited_by: context.inviter.id, invited_at: new Date() })
      .where(eq(memberships.id, membership.id))
      .returning();
    await sendInvitation(tx, context, user);
    return updated!;
  });
}

/**
 * Removes a member or a pending invitation. The administrator's own membership cannot be removed:
 * the administrator changes only through support (spec section 6). A person created by this
 * invitation, who never accepted and belongs nowhere else, is removed with it, so they can still
 * sign up on their own later.
 */
export async function removeMember(db: Db, accountId: string, memberId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { membership, user } = await membershipOf(tx, accountId, memberId);
    if (membership.role === 'ACCOUNT_ADMIN') throw forbidden();
    await tx.delete(memberships).where(eq(memberships.id, membership.id));
    await tx
      .update(accountLinks)
      .set({ used_at: new Date() })
      .where(
        and(eq(accountLinks.user_id, user.id), eq(accountLinks.account_id, accountId), isNull(accountLinks.used_at)),
      );
    if (user.password_hash || user.external_subject || user.status !== 'PENDING_CONFIRMATION') return;
    const [elsewhere] = await tx
      .select({ id: memberships.id })
      .from(memberships)
      .where(eq(memberships.user_id, user.id))
      .limit(1);
    const [broker] = await tx
      .select({ id: brokerUsers.id })
      .from(brokerUsers)
      .where(eq(brokerUsers.user_id, user.id))
      .limit(1);
    if (!elsewhere && !broker) await tx.delete(users).where(eq(users.id, user.id));
  });
}

/** What the accept screen shows before the person decides. */
export interface InvitationPreview {
  account_name: string;
  email: string;
  first_name: string;
  last_name: string;
  /** An existing user with a password only confirms; a new one chooses name and password. */
  needs_password: boolean;
}

/**
 * What a link opens: a team invitation (the link names the account) or a colleague's invitation to
 * a brokerage (no account: the person's broker_users row). `enable` accepts it.
 */
async function pendingInvitation(db: Db, link: { userId: string; accountId: string | null }) {
  if (!link.accountId) {
    const { brokerUser, user, broker } = await pendingBrokerInvitation(db, link.userId);
    return { user, account: { legal_name: broker.legal_name }, enable: () => enableBrokerUser(db, brokerUser.id) };
  }
  const row = await pendingTeamInvitation(db, link.accountId, link.userId);
  // A company administrator invited by a broker also makes that brokerage its broker of record.
  const enable = async (administratorName: string) => {
    await db.update(memberships).set({ status: 'ENABLED' }).where(eq(memberships.id, row.membership.id));
    await appointInvitingBroker(db, row.membership, administratorName);
  };
  return { user: row.user, account: row.account, enable };
}

async function pendingTeamInvitation(db: Db, accountId: string, userId: string) {
  const link = { accountId, userId };
  const [row] = await db
    .select({ membership: memberships, user: users, account: accounts })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.user_id))
    .innerJoin(accounts, eq(accounts.id, memberships.account_id))
    .where(and(eq(memberships.user_id, link.userId), eq(memberships.account_id, link.accountId)));
  // Removed, already accepted or disabled meanwhile: the link no longer leads anywhere.
  if (!row || row.membership.status !== 'PENDING' || row.user.status === 'DISABLED') throw new AppError('LINK_INVALID');
  return row;
}

export async function previewInvitation(db: Db, token: string): Promise<InvitationPreview> {
  const { user, account } = await pendingInvitation(db, await peekLink(db, 'INVITATION', token));
  return {
    account_name: account.legal_name,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    needs_password: !user.password_hash,
  };
}

/**
 * Accepts: the membership becomes ENABLED. A person without a password must choose one (and
 * their name); the link proved the e-mail, so a pending confirmation ends too.
 * `passwordProblem` is checked by the caller (route) so the shared rule runs before any write.
 */
export async function acceptInvitation(
  db: Db,
  token: string,
  answer: { name?: string; password?: string },
): Promise<{ email: string }> {
  return db.transaction(async (tx) => {
    const link = await consumeLink(tx, 'INVITATION', token);
    const { user, enable } = await pendingInvitation(tx, link);
    if (!user.password_hash) {
      if (!answer.password || !answer.name?.trim()) {
        const details = [
          ...(answer.name?.trim() ? [] : [{ field: 'name', code: 'VALIDATION_FAILED' as const }]),
          ...(answer.password ? [] : [{ field: 'password', code: 'VALIDATION_FAILED' as const }]),
        ];
        throw new AppError('VALIDATION_FAILED', undefined, details);
      }
      await tx
        .update(users)
        .set({
          ...splitFullName(answer.name),
          password_hash: await hashPassword(answer.password),
          status: user.status === 'PENDING_CONFIRMATION' ? 'ACTIVE' : user.status,
          updated_at: new Date(),
        })
        .where(eq(users.id, user.id));
    } else if (user.status === 'PENDING_CONFIRMATION') {
      await tx.update(users).set({ status: 'ACTIVE', updated_at: new Date() }).where(eq(users.id, user.id));
    }
    await enable(answer.name?.trim() || fullName(user));
    return { email: user.email };
  });
}

/**
 * A company's administrator invited by a broker ("add company", docs/broker-book.md): accepting
 * makes that brokerage the broker of record, unless the company has one by then (the unique
 * account_id of broker_customers keeps the first).
 */
async function appointInvitingBroker(db: Db, membership: MembershipRow, administratorName: string): Promise<void> {
  if (membership.role !== 'ACCOUNT_ADMIN' || !membership.invited_by) return;
  const [inviter] = await db
    .select({ broker_id: brokerUsers.broker_id })
    .from(brokerUsers)
    .where(eq(brokerUsers.user_id, membership.invited_by));
  if (!inviter) return;
  await db
    .insert(brokerCustomers)
    .values({ broker_id: inviter.broker_id, account_id: membership.account_id, customer_name: administratorName })
    .onConflictDoNothing();
}
