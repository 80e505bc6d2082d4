// One customer company of the approved broker (broker of record), with its questionnaire progress;
// the whole book, paged, is book-routes.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../lib/errors';
import { principalOf } from '../../lib/auth/principal';
import { bearer, IdParams, withErrors } from '../../lib/schemas';
import { companiesOf } from './customer-companies';
import { BrokerCompany } from './schemas';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const guard = [app.authenticate, app.requireBroker];

  app.get(
    '/broker/companies/:id',
    {
      schema: {
        operationId: 'getBrokerCompany',
        tags: ['broker'],
        summary: 'One customer company of the caller’s broker',
        security: bearer,
        params: IdParams,
        response: withErrors(BrokerCompany),
      },
      preValidation: guard,
    },
    async (request) => {
      const [company] = await companiesOf(app.database.db, principalOf(request).broker!.id, request.params.id);
      if (!company) throw notFound();
      return company;
    },
  );
};

export default routes;
