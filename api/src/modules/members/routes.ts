// Team members (and pending invitations) of an account the caller belongs to.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { CUSTOMER_ROLES, MEMBER_STATUSES } from '@platform/domain';
import { memberships, users } from '../../db/schema';
import { callerAccount } from '../../lib/auth/account-access';
import { bearer, IsoDateTime, ListOf, Nullable, Uuid, withErrors } from '../../lib/schemas';

export const Member = Type.Object(
  {
    id: Type.String({ description: 'The membership id' }),
    user_id: Type.String(),
    email: Type.String(),
    first_name: Type.String(),
    last_name: Type.String(),
    full_name: Type.String(),
    role: Type.Enum([...CUSTOMER_ROLES]),
    status: Type.Enum([...MEMBER_STATUSES]),
    created_at: IsoDateTime,
    invited_at: Nullable(IsoDateTime),
  },
  { title: 'Member' },
);

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

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/accounts/:accountId/members',
    {
      schema: {
        operationId: 'listAccountMembers',
        tags: ['accounts'],
        summary: 'Members and pending invitations of one of the caller’s accounts',
        security: bearer,
        params: Type.Object({ accountId: Uuid }),
        response: withErrors(ListOf(Member, 'MemberList')),
      },
      preValidation: [app.authenticate, app.requireCustomer],
    },
    async (request) => {
      const { accountId } = request.params;
      callerAccount(request, accountId);
      const rows = await app.database.db
        .select({ membership: memberships, user: users })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.user_id))
        .where(eq(memberships.account_id, accountId))
        .orderBy(asc(memberships.created_at), asc(users.email));
      return { items: rows.map(presentMember) };
    },
  );
};

export default routes;
