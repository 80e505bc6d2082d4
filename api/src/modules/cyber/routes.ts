// Cyber assessment reports history of the current account.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AccountHeader, bearer, ListOf, withErrors } from '../../lib/schemas';
import { listCyberReports } from './queries';
import { CyberReport } from './schemas';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/cyber/reports',
    {
      schema: {
        operationId: 'listCyberReports',
        tags: ['cyber'],
        summary: 'Cyber assessment reports of the current account, newest first',
        security: bearer,
        headers: AccountHeader,
        response: withErrors(ListOf(CyberReport, 'CyberReportList')),
      },
      preValidation: [app.authenticate, app.requireCustomer],
    },
    async (request) => ({ items: await listCyberReports(app.database.db, request.accountId!) }),
  );
};

export default routes;
