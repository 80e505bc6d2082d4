// Operations' cyber desk (ops/cyber): every request with its schedule, confirming a domain by
// hand, publishing a report, and ruling on disputed findings. Opening one request or report is a
// read of a customer's record, written to operations_reads.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LIVE_TOPICS } from '@platform/domain';
import type { AppConfig } from '../../config';
import { recordOperationsRead } from '../../lib/audit/operations-reads';
import { principalOf } from '../../lib/auth/principal';
import { notFound } from '../../lib/errors';
import { bearer, IdParams, ListOf, withErrors } from '../../lib/schemas';
import { ruleDispute } from './disputes';
import { confirmDomain } from './domain-confirmation';
import { publishReport } from './publish-report';
import { findCyberReport, findCyberRequest, listOperationsCyberRequests } from './queries';
import { scheduleAssessment } from './schedule';
import { CyberFinding, CyberReportDetail, CyberRequest, PublishReportInput, RulingInput, VersionBody } from './schemas';

const routes: FastifyPluginAsyncTypebox<{ config: AppConfig }> = async (app, { config }) => {
  const guard = [app.authenticate, app.requireOperations];
  const tags = ['operations'];
  const db = () => app.database.db;
  const announce = (accountId: string, id: string, version: number) =>
    app.publishLive({ accountId, topic: LIVE_TOPICS.cyber, id, version });
  const requestView = async (id: string) => {
    const view = await findCyberRequest(db(), id, null);
    if (!view) throw notFound();
    return view;
  };

  app.get(
    '/operations/cyber/requests',
    {
      schema: {
        operationId: 'listOperationsCyberRequests',
        tags,
        summary: 'Every assessment request: waiting for a domain first, then by the next assessment due',
        security: bearer,
        response: withErrors(ListOf(CyberRequest, 'OperationsCyberRequestList')),
      },
      preValidation: guard,
    },
    async () => ({ items: await listOperationsCyberRequests(db()) }),
  );

  app.get(
    '/operations/cyber/requests/:id',
    {
      schema: {
        operationId: 'getOperationsCyberRequest',
        tags,
        summary: 'One assessment request with its domain proof, schedule and reports',
        security: bearer,
        params: IdParams,
        response: withErrors(CyberRequest),
      },
      preValidation: guard,
    },
    async (request) => {
      const view = await requestView(request.params.id);
      await recordOperationsRead(db(), request, {
        recordType: 'cyber_request',
        recordId: view.id,
        accountId: view.account_id,
      });
      return view;
    },
  );

  app.get(
    '/operations/cyber/reports/:id',
    {
      schema: {
        operationId: 'getOperationsCyberReport',
        tags,
        summary: 'One report with its findings and the disputes waiting for a ruling',
        security: bearer,
        params: IdParams,
        response: withErrors(CyberReportDetail),
      },
      preValidation: guard,
    },
    async (request) => {
      const report = await findCyberReport(db(), request.params.id, null);
      if (!report) throw notFound();
      await recordOperationsRead(db(), request, {
        recordType: 'cyber_report',
        recordId: report.id,
        accountId: report.account_id,
      });
      return report;
    },
  );

  app.post(
    '/operations/cyber/requests/:id/confirm-domain',
    {
      schema: {
        operationId: 'confirmCyberDomain',
        tags,
        summary: 'Confirms by hand that the company controls the domain; the first assessment is due at once',
        security: bearer,
        params: IdParams,
        body: VersionBody,
        response: withErrors(CyberRequest),
      },
      preValidation: guard,
    },
    async (request) => {
      const row = await confirmDomain(db(), request.params.id, request.body.version);
      await announce(row.account_id, row.id, row.version);
      await scheduleAssessment(app, row);
      return requestView(row.id);
    },
  );

  app.post(
    '/operations/cyber/requests/:id/reports',
    {
      schema: {
        operationId: 'publishCyberReport',
        tags,
        summary: 'Publishes an assessment report (score, risk level, findings) and schedules the next by plan',
        security: bearer,
        params: IdParams,
        body: PublishReportInput,
        response: withErrors(CyberReportDetail),
      },
      preValidation: guard,
    },
    async (request) => {
      const { request: saved, report } = await publishReport(
        db(),
        request.params.id,
        principalOf(request).user.id,
        request.body,
        config.publicUrl,
      );
      await announce(saved.account_id, report.id, report.version);
      await scheduleAssessment(app, saved);
      return (await findCyberReport(db(), report.id, null))!;
    },
  );

  app.post(
    '/operations/cyber/findings/:id/ruling',
    {
      schema: {
        operationId: 'ruleCyberDispute',
        tags,
        summary: 'Accepts or rejects a finding disputed as a false positive; the customer is told by mail',
        security: bearer,
        params: IdParams,
        body: RulingInput,
        response: withErrors(CyberFinding),
      },
      preValidation: guard,
    },
    async (request) => {
      const { finding, report } = await ruleDispute(
        db(),
        request.params.id,
        principalOf(request).user.id,
        request.body,
        config.publicUrl,
      );
      await announce(report.account_id, report.id, report.version);
      return (await findCyberReport(db(), report.id, null))!.findings.find((row) => row.id === finding.id)!;
    },
  );
};

export default routes;
