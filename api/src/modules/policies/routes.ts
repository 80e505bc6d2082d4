// The customer's policies (tabs active/expired are a client-side filter on status).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, desc, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { POLICY_STATUSES, PRODUCTS } from '@platform/domain';
import { policies } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { AccountHeader, bearer, IdParams, IsoDate, IsoDateTime, ListOf, Money, withErrors } from '../../lib/schemas';

export const Policy = Type.Object(
  {
    id: Type.String(),
    account_id: Type.String(),
    product: Type.Enum([...PRODUCTS]),
    insurer: Type.String(),
    policy_number: Type.String(),
    status: Type.Enum([...POLICY_STATUSES]),
    effective_date: IsoDate,
    expiry_date: IsoDate,
    coverage_limit: Money,
    currency: Type.String(),
    created_at: IsoDateTime,
  },
  { title: 'Policy' },
);

const toPolicy = (row: typeof policies.$inferSelect) => ({ ...row, created_at: row.created_at.toISOString() });

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
    async (request) => {
      const rows = await app.database.db
        .select()
        .from(policies)
        .where(eq(policies.account_id, request.accountId!))
        .orderBy(desc(policies.effective_date));
      return { items: rows.map(toPolicy) };
    },
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
      // The tenant is part of the lookup: another account's id is simply not found.
      const [row] = await app.database.db
        .select()
        .from(policies)
        .where(and(eq(policies.id, request.params.id), eq(policies.account_id, request.accountId!)))
        .limit(1);
      if (!row) throw notFound();
      return toPolicy(row);
    },
  );
};

export default routes;
