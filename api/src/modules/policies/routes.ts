// The customer's policies (tabs active/expired are a client-side filter on status).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../lib/errors';
import { AccountHeader, bearer, IdParams, ListOf, withErrors } from '../../lib/schemas';
import { findPolicy, listPolicies } from './queries';
import { Policy } from './schemas';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const guard = [app.authenticate, app.requireCustomer];

  app.get(
    '/policies',
    {
      schema: {
        operationId: 'listPolicies',
        tags: ['policies'],
        summary: 'Policies of the current account',
        security: bearer,
        headers: AccountHeader,
        response: withErrors(ListOf(Policy, 'PolicyList')),
      },
      preValidation: guard,
    },
    async (request) => ({ items: await listPolicies(app.database.db, request.accountId!) }),
  );

  app.get(
    '/policies/:id',
    {
      schema: {
        operationId: 'getPolicy',
        tags: ['policies'],
        summary: 'One policy of the current account',
        security: bearer,
        headers: AccountHeader,
        params: IdParams,
        response: withErrors(Policy),
      },
      preValidation: guard,
    },
    async (request) => {
      const policy = await findPolicy(app.database.db, request.accountId!, request.params.id);
      if (!policy) throw notFound();
      return policy;
    },
  );
};

export default routes;
