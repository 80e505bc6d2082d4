// The broker of record reads a customer company's quotes (docs/broker-book.md, "Quotes and
// policies"): the same rows and shape the customer reads at GET /v3/quotes. Selecting, the proposal
// and the checkout go through the quote's own routes, which already let the broker of record in.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { brokerOfRecordAccount } from '../../lib/auth/account-access';
import { bearer, Uuid, withErrors } from '../../lib/schemas';
import { listQuotes } from './queries';
import { QuoteList } from './schemas';

const CompanyParams = Type.Object({ id: Uuid });

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/broker/companies/:id/quotes',
    {
      schema: {
        operationId: 'listBrokerCompanyQuotes',
        tags: ['broker'],
        summary:
          'Quotes of one customer company of the caller’s broker, and the products underwriting declined (as the customer reads them)',
        security: bearer,
        params: CompanyParams,
        response: withErrors(QuoteList),
      },
      preValidation: [app.authenticate, app.requireBroker],
    },
    async (request) => {
      const accountId = await brokerOfRecordAccount(app.database.db, request, request.params.id);
      return listQuotes(app.database.db, accountId);
    },
  );
};

export default routes;
