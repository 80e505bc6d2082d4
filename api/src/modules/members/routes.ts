// Team members (and pending invitations) of an account the caller belongs to.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { callerAccount } from '../../lib/auth/account-access';
import { bearer, ListOf, Uuid, withErrors } from '../../lib/schemas';
import { listMembers } from './queries';
import { Member } from './schemas';

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
      return { items: await listMembers(app.database.db, accountId) };
    },
  );
};

export default routes;
