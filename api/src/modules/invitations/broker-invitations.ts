// Broker users (spec section 6, issue 23 item 6): the brokerage's administrator invites colleagues
// (BROKER_INVITED), resends and removes. Like a team invitation, an invitation is a PENDING row plus
// a single-use INVITATION link; the link carries no account (the person's one broker_users row is
// the brokerage), and accepting it on auth/register enables the row.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Language } from '@platform/domain';
import type { Db } from '../../db/connection';
import { accountLinks, brokers, brokerUsers, memberships, users } from '../../db/schema';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { queueMail } from '../../lib/mail/outbox';
import { BROKER_INVITATION_MAIL } from './broker-invitation-mail';
import { issueLink } from '../accounts';
import { alreadyRegistered, fullName, invitee } from './invitee';

type UserRow = typeof users.$inferSelect;
type BrokerUserRow = typeof brokerUsers.$inferSelect;

export interface BrokerInvitationContext {
  broker: { id: string; legal_name: string };
  inviter: UserRow;
  language: Language;
  publicUrl: string;
}

/** The brokerage's people, administrator first, then by when they were invited. */
export async function listBrokerUsers(db: Db, brokerId: string) {
  const rows = await db
    .select({ brokerUser: brokerUsers, user: users })
    .from(brokerUsers)
    .innerJoin(users, eq(users.id, brokerUsers.user_id))
    .where(eq(brokerUsers.broker_id, brokerId))
    .orderBy(asc(brokerUsers.role), asc(brokerUsers.created_at));
  return rows.map(presentBrokerUser);
}

export const presentBrokerUser = ({ brokerUser, user }: { brokerUser: BrokerUserRow; user: UserRow }) => ({
  id: brokerUser.id,
  name: fullName(user),
  email: user.email,
  role: brokerUser.role,
  status: brokerUser.status,
  invited_at: brokerUser.invited_at?.toISOString() ?? null,
});

async function sendInvitation(db: Db, context: BrokerInvitationContext, invitee: UserRow) {
  // A new link replaces the unused ones (resend).
  await db
    .update(accountLinks)
    .set({ used_at: new Date() })
    .where(
      and(
        eq(accountLinks.user_id, invitee.id),
        isNull(accountLinks.account_id),
        eq(accountLinks.purpose, 'INVITATION'),
        isNull(accountLinks.used_at),
      ),
    );
  const token = await issueLink(db, 'INVITATION', invitee.id);
  await queueMail(db, {
    to: invitee.email,
    template: 'broker-invitation',
    language: context.language,
    content: BROKER_INVITATION_MAIL,
    vars: { name: fullName(invitee), inviter: fullName(context.inviter), account: context.broker.legal_name },
    link: `${context.publicUrl}/auth/register?token=${encodeURIComponent(token)}`,
  });
}

/**
 * Invites `email` as a colleague. Refused with EMAIL_ALREADY_REGISTERED: someone already in a
 * brokerage (this or another), a customer, operations or a disabled user: a person has one role.
 */
export async function inviteBrokerUser(
  db: Db,
  context: BrokerInvitationContext,
  invitation: { name: string; email: string },
) {
  return db.transaction(async (tx) => {
    const invited = await invitee(tx, invitation, context.language);
    const [customer] = await tx
      .select({ id: memberships.id })
      .from(memberships)
      .where(eq(memberships.user_id, invited.id));
    if (customer) throw alreadyRegistered();
    const [row] = await tx
      .insert(brokerUsers)
      .values({
        broker_id: context.broker.id,
        user_id: invited.id,
        role: 'BROKER_INVITED',
        status: 'PENDING',
        invited_by: context.inviter.id,
        invited_at: new Date(),
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw alreadyRegistered();
    await sendInvitation(tx, context, invited);
    return presentBrokerUser({ brokerUser: row, user: invited });
  });
}

/** A person of this brokerage; another brokerage's id reads as NOT_FOUND. */
async function brokerUserOf(db: Db, brokerId: string, brokerUserId: string) {
  const [row] = await db
    .select({ brokerUser: brokerUsers, user: users })
    .from(brokerUsers)
    .innerJoin(users, eq(users.id, brokerUsers.user_id))
    .where(and(eq(brokerUsers.id, brokerUserId), eq(brokerUsers.broker_id, brokerId)));
  if (!row) throw notFound();
  return row;
}

/** Mails a pending invitation again; the earlier link stops working. */
export async function resendBrokerInvitation(db: Db, context: BrokerInvitationContext, brokerUserId: string) {
  return db.transaction(async (tx) => {
    const { brokerUser, user } = await brokerUserOf(tx, context.broker.id, brokerUserId);
    if (brokerUser.status !== 'PENDING')
      throw new AppError('VALIDATION_FAILED', 'Only a pending invitation can be resent', [
        { field: 'status', code: 'VALIDATION_FAILED' },
      ]);
    const [updated] = await tx
      .update(brokerUsers)
      .set({ invited_by: context.inviter.id, invited_at: new Date() })
      .where(eq(brokerUsers.id, brokerUser.id))
      .returning();
    await sendInvitation(tx, context, user);
    return presentBrokerUser({ brokerUser: updated!, user });
  });
}

/**
 * Removes a colleague or a pending invitation: their access ends at once. The administrator cannot
 * be removed (support changes it). A person this invitation created, who never accepted, goes too.
 */
export async function removeBrokerUser(db: Db, brokerId: string, brokerUserId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { brokerUser, user } = await brokerUserOf(tx, brokerId, brokerUserId);
    if (brokerUser.role === 'BROKER') throw forbidden();
    await tx.delete(brokerUsers).where(eq(brokerUsers.id, brokerUser.id));
    await tx
      .update(accountLinks)
      .set({ used_at: new Date() })
      .where(and(eq(accountLinks.user_id, user.id), isNull(accountLinks.account_id), isNull(accountLinks.used_at)));
    if (user.password_hash || user.external_subject || user.status !== 'PENDING_CONFIRMATION') return;
    await tx.delete(users).where(eq(users.id, user.id));
  });
}

/** The pending broker invitation a link without an account opens, or LINK_INVALID. */
export async function pendingBrokerInvitation(db: Db, userId: string) {
  const [row] = await db
    .select({ brokerUser: brokerUsers, user: users, broker: brokers })
    .from(brokerUsers)
    .innerJoin(users, eq(users.id, brokerUsers.user_id))
    .innerJoin(brokers, eq(brokers.id, brokerUsers.broker_id))
    .where(eq(brokerUsers.user_id, userId));
  if (!row || row.brokerUser.status !== 'PENDING' || row.user.status === 'DISABLED') throw new AppError('LINK_INVALID');
  return row;
}

export async function enableBrokerUser(db: Db, brokerUserId: string) {
  await db.update(brokerUsers).set({ status: 'ENABLED' }).where(eq(brokerUsers.id, brokerUserId));
}
