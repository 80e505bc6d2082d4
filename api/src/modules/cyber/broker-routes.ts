// The broker of record reads its customer companies' cyber assessments (read only): the requests,
// the published reports and one report with its findings. Another broker's company, or a report of
// another company, is told it does not exist (docs/broker-book.md).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { brokerOfRecordAccount } from '../../lib/auth/account-access';
import { notFound } from '../../lib/errors';
import { bearer, ListOf, Uuid, withErrors } from '../../lib/schemas';
import { findCyberReport, listCyberReports, listCyberRequests } from './queries';
import { CyberReport, CyberReportDetail, CyberRequest } from './schemas';

const CompanyParams = Type.Object({ id: Uuid });
const CompanyReportParams = Type.Object({ id: Uuid, reportId: Uuid });

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const guard = [app.authenticate, app.requireBroker];
  const db = () => app.database.db;
  const tags = ['broker'];

  app.get(
    '/broker/companies/:id/cyber/reports',
    {
      schema: {
        operationId: 'listBrokerCompanyCyberReports',
        tags,
        summary: 'Published cyber assessment reports of a customer company of the caller’s broker, newest first',
        security: bearer,
        params: CompanyParams,
        response: withErrors(ListOf(CyberReport, 'BrokerCyberReportList')),
      },
      preValidation: guard,
    },
    async (request) => ({
      items: await listCyberReports(db(), await brokerOfRecordAccount(db(), request, request.params.id)),
    }),
  );

  app.get(
    '/broker/companies/:id/cyber/reports/:reportId',
    {
      schema: {
        operationId: 'getBrokerCompanyCyberReport',
        tags,
        summary: 'One published report of a customer company of the caller’s broker, with its findings (read only)',
        security: bearer,
        params: CompanyReportParams,
        response: withErrors(CyberReportDetail),
      },
      preValidation: guard,
    },
    async (request) => {
      const accountId = await brokerOfRecordAccount(db(), request, request.params.id);
      const report = await findCyberReport(db(), request.params.reportId, accountId);
      if (!report) throw notFound();
      return report;
    },
  );

  app.get(
    '/broker/companies/:id/cyber/requests',
    {
      schema: {
        operationId: 'listBrokerCompanyCyberRequests',
        tags,
        summary: 'Cyber assessment requests of a customer company of the caller’s broker, newest first',
        security: bearer,
        params: CompanyParams,
        response: withErrors(ListOf(CyberRequest, 'BrokerCyberRequestList')),
      },
      preValidation: guard,
    },
    async (request) => ({
      items: await listCyberRequests(db(), await brokerOfRecordAccount(db(), request, request.params.id)),
    }),
  );
};

export default routes;
