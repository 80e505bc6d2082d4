// The person an invitation is for, whether a company's team or a brokerage invites them: created
// on first invitation (no password yet, confirmed by the link), or found by e-mail. One person is
// either a customer's member or a broker user, never both (spec section 6).
import { eq } from 'drizzle-orm';
import { splitFullName, type Language } from '@platform/domain';
import type { Db } from '../../db/connection';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';

type UserRow = typeof users.$inferSelect;

/** The locale stored for a person created by an invitation: the inviter's interface language. */
const LOCALE_OF: Record<Language, string> = { pt: 'pt-BR', en: 'en-US', es: 'es-419' };

export const fullName = (user: Pick<UserRow, 'first_name' | 'last_name' | 'email'>) =>
  `${user.first_name} ${user.last_name}`.trim() || user.email;

/** The catalogue's refusal on the form's e-mail field: that address cannot be invited here. */
export const alreadyRegistered = (field = 'email') =>
  new AppError('EMAIL_ALREADY_REGISTERED', undefined, [{ field, code: 'EMAIL_ALREADY_REGISTERED' }]);

/**
 * The invited person (created when new); a disabled or operations address is refused on `field`
 * (the team's and the brokerage's forms call it `email`, a broker's "add company" `administrator_email`).
 */
export async function invitee(
  db: Db,
  invitation: { name: string; email: string },
  language: Language,
  field = 'email',
): Promise<UserRow> {
  const email = invitation.email.trim().toLowerCase();
  await db
    .insert(users)
    .values({ email, ...splitFullName(invitation.name), status: 'PENDING_CONFIRMATION', locale: LOCALE_OF[language] })
    .onConflictDoNothing();
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user || user.status === 'DISABLED' || user.is_operations) throw alreadyRegistered(field);
  return user;
}
