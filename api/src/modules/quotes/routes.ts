// The customer's quotes; the UI groups them by status (searching, available, being issued, expired).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AccountHeader, bearer, ListOf, withErrors } from '../../lib/schemas';
import { listQuotes } from './queries';
import { Quote } from './schemas';

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
    async (request) => ({ items: await listQuotes(app.database.db, request.accountId!) }),
  );
};

export default routes;
