// The customer's claims: list (claims/home) and detail (claims/detail/{id}).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../lib/errors';
import { AccountHeader, bearer, IdParams, ListOf, withErrors } from '../../lib/schemas';
import { findClaim, listClaims } from './queries';
import { Claim } from './schemas';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const guard = [app.authenticate, app.requireCustomer];

  app.get(
    '/claims',
    {
      schema: {
        operationId: 'listClaims',
        tags: ['claims'],
        summary: 'Claims of the current account',
        security: bearer,
        headers: AccountHeader,
        response: withErrors(ListOf(Claim, 'ClaimList')),
      },
      preValidation: guard,
    },
    async (request) => ({ items: await listClaims(app.database.db, request.accountId!) }),
  );

  app.get(
    '/claims/:id',
    {
      schema: {
        operationId: 'getClaim',
        tags: ['claims'],
        summary: 'One claim of the current account',
        security: bearer,
        headers: AccountHeader,
        params: IdParams,
        response: withErrors(Claim),
      },
      preValidation: guard,
    },
    async (request) => {
      const claim = await findClaim(app.database.db, request.accountId!, request.params.id);
      if (!claim) throw notFound();
      return claim;
    },
  );
};

export default routes;
