// A policy's documents for the people who hold it (issue 24): the full wording with the signed
// proposal, certificates for named holders, and the statement by e-mail. The public certificate
// page's routes are in public-routes.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isLanguage, readEmailList, emailListProblems, type Language } from '@platform/domain';
import type { AppConfig } from '../../config';
import { principalOf } from '../../lib/auth/principal';
import { AppError } from '../../lib/errors';
import { bearer, IdParams, ListOf, withErrors } from '../../lib/schemas';
import { guardedPolicy, policyholderGuard, policyReaderGuard } from './access';
import { createCertificate, listCertificates, revokeCertificate, toCertificate } from './certificates';
import publicRoutes from './public-routes';
import {
  CertificateParams,
  CreateCertificateBody,
  PolicyCertificate,
  PolicyWording,
  RevokeCertificateBody,
  StatementBody,
  StatementSent,
} from './schemas';
import { SEND_STATEMENT_JOB, sendStatement, type StatementJob } from './statement';
import { policyWording } from './wording';

const tags = ['policies'];

const routes: FastifyPluginAsyncTypebox<{ config: AppConfig }> = async (app, { config }) => {
  const db = () => app.database.db;
  const readers = [app.authenticate, policyReaderGuard(app.database.db)];
  const holders = [app.authenticate, policyholderGuard(app.database.db)];

  app.jobs.define<StatementJob>({
    name: SEND_STATEMENT_JOB,
    run: async (job, data) => sendStatement(job.database.db, data),
  });

  await app.register(publicRoutes, { config });

  app.get(
    '/policies/:id/wording',
    {
      schema: {
        operationId: 'getPolicyWording',
        tags,
        summary: 'The policy’s full wording: the terms it was bound on and the proposal its signatory signed',
        security: bearer,
        params: IdParams,
        response: withErrors(PolicyWording),
      },
      preValidation: readers,
    },
    async (request) => policyWording(db(), guardedPolicy(request)),
  );

  app.get(
    '/policies/:id/certificates',
    {
      schema: {
        operationId: 'listPolicyCertificates',
        tags,
        summary: 'The certificates made of the policy, the oldest first, revoked ones included',
        security: bearer,
        params: IdParams,
        response: withErrors(ListOf(PolicyCertificate, 'PolicyCertificateList')),
      },
      preValidation: readers,
    },
    async (request) => ({
      items: (await listCertificates(db(), guardedPolicy(request).id)).map((row) =>
        toCertificate(row, config.publicUrl),
      ),
    }),
  );

  app.post(
    '/policies/:id/certificates',
    {
      schema: {
        operationId: 'createPolicyCertificate',
        tags,
        summary: 'Makes a certificate for a named holder, at a new unguessable public address',
        security: bearer,
        params: IdParams,
        body: CreateCertificateBody,
        response: withErrors(PolicyCertificate),
      },
      preValidation: holders,
    },
    async (request) => {
      const row = await createCertificate(
        db(),
        guardedPolicy(request),
        request.body.holder_name,
        principalOf(request).user.id,
      );
      return toCertificate(row, config.publicUrl);
    },
  );

  app.post(
    '/policies/:id/certificates/:certificateId/revoke',
    {
      schema: {
        operationId: 'revokePolicyCertificate',
        tags,
        summary: 'Revokes a certificate: its public page then says so and shows nothing else',
        security: bearer,
        params: CertificateParams,
        body: RevokeCertificateBody,
        response: withErrors(PolicyCertificate),
      },
      preValidation: holders,
    },
    async (request) => {
      const row = await revokeCertificate(
        db(),
        guardedPolicy(request).id,
        request.params.certificateId,
        request.body.version,
        principalOf(request).user.id,
        config.publicUrl,
      );
      return toCertificate(row, config.publicUrl);
    },
  );

  app.post(
    '/policies/:id/statement-mails',
    {
      schema: {
        operationId: 'sendPolicyStatement',
        tags,
        summary:
          'Mails the policy’s statement to several addresses separated by commas; any malformed one and nothing is sent (INVALID_EMAIL_LIST, naming them)',
        security: bearer,
        params: IdParams,
        body: StatementBody,
        response: withErrors(StatementSent),
      },
      preValidation: holders,
    },
    async (request) => {
      const policy = guardedPolicy(request);
      const [problem] = emailListProblems(request.body);
      if (problem) {
        const { malformed } = readEmailList(request.body.emails);
        throw new AppError(
          problem.code === 'INVALID_EMAIL_LIST' ? 'INVALID_EMAIL_LIST' : 'VALIDATION_FAILED',
          undefined,
          problem.code === 'INVALID_EMAIL_LIST'
            ? malformed.map((bad) => ({ field: 'emails', code: 'INVALID_EMAIL_LIST' as const, message: bad }))
            : [{ field: 'emails', code: 'VALIDATION_FAILED' }],
        );
      }
      const { user } = principalOf(request);
      const fromLocale = user.locale.slice(0, 2);
      const language: Language = request.body.language ?? (isLanguage(fromLocale) ? fromLocale : 'pt');
      const recipients = readEmailList(request.body.emails).addresses;
      const sender = `${user.first_name} ${user.last_name}`.trim() || user.email;
      await app.jobs.send(SEND_STATEMENT_JOB, { policyId: policy.id, recipients, language, sender });
      return { recipients };
    },
  );
};

export default routes;
