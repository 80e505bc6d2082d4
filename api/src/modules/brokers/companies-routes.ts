// The approved broker's customer companies (broker of record), with their questionnaire progress.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../lib/errors';
import { principalOf } from '../../lib/auth/principal';
import { bearer, IdParams, ListOf, withErrors } from '../../lib/schemas';
import { companiesOf } from './customer-companies';
import { BrokerCompany } from './schemas';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const guard = [app.authenticate, app.requireBroker];

  app.get(
    '/broker/companies',
    {
      schema: {
        operationId: 'listBrokerCompanies',
        tags: ['broker'],
        summary: 'Customer companies of the caller’s broker',
        security: bearer,
        response: withErrors(ListOf(BrokerCompany, 'BrokerCompanyList')),
      },
      preValidation: guard,
    },
    async (request) => ({ items: await companiesOf(app.database.db, principalOf(request).broker!.id) }),
  );

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
