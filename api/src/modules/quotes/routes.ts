// The customer's quotes; the UI groups them by status (searching, available, being issued, expired).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { desc, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { PRODUCTS, QUOTE_STATUSES } from '@platform/domain';
import { quotes } from '../../db/schema';
import { AccountHeader, bearer, IsoDateTime, ListOf, Money, Nullable, withErrors } from '../../lib/schemas';

export const Quote = Type.Object(
  {
    id: Type.String(),
    account_id: Type.String(),
    application_form_id: Nullable(Type.String()),
    product: Type.Enum([...PRODUCTS]),
    insurer: Nullable(Type.String()),
    coverage_limit: Nullable(Money),
    gross_premium: Nullable(Money),
    currency: Type.String(),
    status: Type.Enum([...QUOTE_STATUSES]),
    recommended: Type.Boolean(),
    expires_at: Nullable(IsoDateTime),
    created_at: IsoDateTime,
  },
  { title: 'Quote' },
);

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/quotes',
    {
      schema: {
        operationId: 'listQuotes',
        tags: ['quotes'],
        summary: 'Quotes of the current account',
        security: bearer,
        headers: AccountHeader,
        response: withErrors(ListOf(Quote, 'QuoteList')),
      },
      preValidation: [app.authenticate, app.requireCustomer],
    },
    async (request) => {
      const rows = await app.database.db
        .select()
        .from(quotes)
        .where(eq(quotes.account_id, request.accountId!))
        .orderBy(desc(quotes.created_at));
      return {
        items: rows.map((row) => ({
          ...row,
          expires_at: row.expires_at?.toISOString() ?? null,
          created_at: row.created_at.toISOString(),
        })),
      };
    },
  );
};

export default routes;
