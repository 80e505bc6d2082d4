// The members of an account, as the API presents them.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { memberships, users } from '../../db/schema';

export const presentMember = ({
  membership,
  user,
}: {
  membership: typeof memberships.$inferSelect;
  user: typeof users.$inferSelect;
}) => ({
  id: membership.id,
  user_id: user.id,
  email: user.email,
  first_name: user.first_name,
  last_name: user.last_name,
  full_name: `${user.first_name} ${user.last_name}`.trim() || user.email,
  role: membership.role,
  status: membership.status,
  created_at: membership.created_at.toISOString(),
  invited_at: membership.invited_at?.toISOString() ?? null,
});

/** Oldest membership first, then by e-mail. */
export async function listMembers(db: Db, accountId: string) {
  const rows = await db
    .select({ membership: memberships, user: users })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.user_id))
    .where(eq(memberships.account_id, accountId))
    .orderBy(asc(memberships.created_at), asc(users.email));
  return rows.map(presentMember);
}
