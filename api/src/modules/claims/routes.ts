// The customer's claims: list (claims/home) and detail (claims/detail/{id}).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, desc, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { CLAIM_STATUSES } from '@platform/domain';
import { claims } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { AccountHeader, bearer, IdParams, IsoDateTime, ListOf, Nullable, withErrors } from '../../lib/schemas';

export const Claim = Type.Object(
  {
    id: Type.String(),
    account_id: Type.String(),
    policy_id: Nullable(Type.String()),
    protocol_number: Type.String(),
    type: Type.String(),
    status: Type.Enum([...CLAIM_STATUSES]),
    description: Type.String(),
    created_at: IsoDateTime,
    updated_at: IsoDateTime,
  },
  { title: 'Claim' },
);

const toClaim = (row: typeof claims.$inferSelect) => ({
  ...row,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

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
    async (request) => {
      const rows = await app.database.db
        .select()
        .from(claims)
        .where(eq(claims.account_id, request.accountId!))
        .orderBy(desc(claims.updated_at));
      return { items: rows.map(toClaim) };
    },
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
      const [row] = await app.database.db
        .select()
        .from(claims)
        .where(and(eq(claims.id, request.params.id), eq(claims.account_id, request.accountId!)))
        .limit(1);
      if (!row) throw notFound();
      return toClaim(row);
    },
  );
};

export default routes;
