// Cyber assessments of the current account (dashboard/cyber/*): reports history and detail, the
// report's PDF, disputing a finding, and the assessment requests with their domain proof; the broker
// of record reads its companies' requests and reports (broker-routes.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LIVE_TOPICS } from '@platform/domain';
import type { AppConfig } from '../../config';
import { sendAttachment } from '../../lib/attachment';
import { principalOf } from '../../lib/auth/principal';
import { notFound } from '../../lib/errors';
import { AccountHeader, bearer, IdParams, ListOf, FileDownload, withErrors } from '../../lib/schemas';
import { languageOfLocale } from './cyber-mail';
import { disputeFinding } from './disputes';
import { cancelRequest, verifyDomain } from './domain-confirmation';
import { findCyberReport, findCyberRequest, listCyberReports, listCyberRequests } from './queries';
import { reportPdf } from './report-pdf';
import { requestAssessment } from './request-assessment';
import { defineCyberJobs, scheduleAssessment } from './schedule';
import {
  CyberFinding,
  CyberReport,
  CyberReportDetail,
  CyberRequest,
  CyberRequestInput,
  DisputeInput,
  DomainCheckResult,
  FindingParams,
  PdfQuery,
  VersionBody,
} from './schemas';
import brokerRoutes from './broker-routes';
import operationsRoutes from './operations-routes';

const routes: FastifyPluginAsyncTypebox<{ config: AppConfig }> = async (app, { config }) => {
  const guard = [app.authenticate, app.requireCustomer];
  const tags = ['cyber'];
  defineCyberJobs(app, config.publicUrl);
  const db = () => app.database.db;
  const announce = (accountId: string, id: string, version: number) =>
    app.publishLive({ accountId, topic: LIVE_TOPICS.cyber, id, version });
  const requestView = async (id: string, accountId: string) => {
    const view = await findCyberRequest(db(), id, accountId);
    if (!view) throw notFound();
    return view;
  };

  app.get(
    '/cyber/reports',
    {
      schema: {
        operationId: 'listCyberReports',
        tags,
        summary: 'Cyber assessment reports of the current account, newest first',
        security: bearer,
        headers: AccountHeader,
        response: withErrors(ListOf(CyberReport, 'CyberReportList')),
      },
      preValidation: guard,
    },
    async (request) => ({ items: await listCyberReports(db(), request.accountId!) }),
  );

  app.get(
    '/cyber/reports/:id',
    {
      schema: {
        operationId: 'getCyberReport',
        tags,
        summary: 'One report of the current account with its findings and their disputes',
        security: bearer,
        headers: AccountHeader,
        params: IdParams,
        response: withErrors(CyberReportDetail),
      },
      preValidation: guard,
    },
    async (request) => {
      const report = await findCyberReport(db(), request.params.id, request.accountId!);
      if (!report) throw notFound();
      return report;
    },
  );

  app.get(
    '/cyber/reports/:id/pdf',
    {
      schema: {
        operationId: 'downloadCyberReport',
        tags,
        summary: 'The report as a PDF, in the language asked for (default the reader’s)',
        security: bearer,
        headers: AccountHeader,
        params: IdParams,
        querystring: PdfQuery,
        response: withErrors(FileDownload),
      },
      preValidation: guard,
    },
    async (request, reply) => {
      const report = await findCyberReport(db(), request.params.id, request.accountId!);
      if (!report) throw notFound();
      const principal = principalOf(request);
      const account = principal.accounts.find((item) => item.id === request.accountId);
      const language = request.query.language ?? languageOfLocale(principal.user.locale);
      const pdf = await reportPdf(report, account?.legal_name ?? '', language, account?.country);
      return sendAttachment(reply, {
        body: pdf,
        contentType: 'application/pdf',
        fileName: `cyber-report-${report.report_date}.pdf`,
      });
    },
  );

  app.post(
    '/cyber/reports/:id/findings/:findingId/dispute',
    {
      schema: {
        operationId: 'disputeCyberFinding',
        tags,
        summary: 'Marks a finding as a false positive, with the reason; operations accept or reject it',
        security: bearer,
        headers: AccountHeader,
        params: FindingParams,
        body: DisputeInput,
        response: withErrors(CyberFinding),
      },
      preValidation: guard,
    },
    async (request) => {
      const { finding, report } = await disputeFinding(
        db(),
        request.accountId!,
        request.params.id,
        request.params.findingId,
        principalOf(request).user.id,
        request.body,
      );
      await announce(report.account_id, report.id, report.version);
      return (await findCyberReport(db(), report.id, report.account_id))!.findings.find(
        (row) => row.id === finding.id,
      )!;
    },
  );

  app.get(
    '/cyber/requests',
    {
      schema: {
        operationId: 'listCyberRequests',
        tags,
        summary: 'Assessment requests of the current account, newest first',
        security: bearer,
        headers: AccountHeader,
        response: withErrors(ListOf(CyberRequest, 'CyberRequestList')),
      },
      preValidation: guard,
    },
    async (request) => ({ items: await listCyberRequests(db(), request.accountId!) }),
  );

  app.post(
    '/cyber/requests',
    {
      schema: {
        operationId: 'requestCyberAssessment',
        tags,
        summary:
          'Asks for an assessment (plan, domain, activity, employees, revenue band); answers how to prove the domain',
        security: bearer,
        headers: AccountHeader,
        body: CyberRequestInput,
        response: withErrors(CyberRequest),
      },
      preValidation: guard,
    },
    async (request) => {
      const principal = principalOf(request);
      const row = await requestAssessment(
        db(),
        request.accountId!,
        principal.user.id,
        request.body,
        languageOfLocale(request.headers['accept-language'] ?? principal.user.locale),
      );
      await announce(row.account_id, row.id, row.version);
      return requestView(row.id, row.account_id);
    },
  );

  app.get(
    '/cyber/requests/:id',
    {
      schema: {
        operationId: 'getCyberRequest',
        tags,
        summary: 'One assessment request of the current account with its domain proof and reports',
        security: bearer,
        headers: AccountHeader,
        params: IdParams,
        response: withErrors(CyberRequest),
      },
      preValidation: guard,
    },
    async (request) => requestView(request.params.id, request.accountId!),
  );

  app.post(
    '/cyber/requests/:id/verify',
    {
      schema: {
        operationId: 'verifyCyberDomain',
        tags,
        summary:
          'Checks the DNS TXT record or the .well-known file now; a proven domain schedules the first assessment',
        security: bearer,
        headers: AccountHeader,
        params: IdParams,
        body: VersionBody,
        response: withErrors(DomainCheckResult),
      },
      preValidation: guard,
    },
    async (request) => {
      const { verified, row } = await verifyDomain(
        db(),
        request.params.id,
        request.accountId!,
        request.body.version,
        config.domainCheck,
      );
      await announce(row.account_id, row.id, row.version);
      if (verified) await scheduleAssessment(app, row);
      return { verified, request: await requestView(row.id, row.account_id) };
    },
  );

  app.post(
    '/cyber/requests/:id/cancel',
    {
      schema: {
        operationId: 'cancelCyberRequest',
        tags,
        summary: 'Cancels an assessment request: no further assessments are scheduled',
        security: bearer,
        headers: AccountHeader,
        params: IdParams,
        body: VersionBody,
        response: withErrors(CyberRequest),
      },
      preValidation: guard,
    },
    async (request) => {
      const row = await cancelRequest(db(), request.params.id, request.accountId!, request.body.version);
      await announce(row.account_id, row.id, row.version);
      return requestView(row.id, row.account_id);
    },
  );

  await app.register(operationsRoutes, { config });
  await app.register(brokerRoutes);
};

export default routes;
