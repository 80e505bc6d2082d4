// A policy's renewal (docs/renewals.md): its state for the policy page and flows/renewal, starting
// the renewal questionnaire, and the notices job.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppConfig } from '../../config';
import { principalOf } from '../../lib/auth/principal';
import { notFound } from '../../lib/errors';
import { AccountHeader, bearer, IdParams, withErrors } from '../../lib/schemas';
import { RENEWAL_NOTICES_CRON, RENEWAL_NOTICES_JOB, sendRenewalNotices } from './renewal-notices';
import { policyOf, renewalView } from './renewal-view';
import { PolicyRenewal, StartRenewal } from './schemas';
import { startRenewal } from './start-renewal';

const tags = ['renewals'];

const routes: FastifyPluginAsyncTypebox<{ config: AppConfig }> = async (app, { config }) => {
  const db = app.database.db;
  const guard = [app.authenticate, app.requireCustomer];

  app.jobs.define({
    name: RENEWAL_NOTICES_JOB,
    cron: RENEWAL_NOTICES_CRON,
    run: async (job) => {
      const sent = await sendRenewalNotices(job.database.db, { publicUrl: config.publicUrl });
      if (sent.length) job.log.info({ notices: sent.length }, 'renewal notices sent');
    },
  });

  app.get(
    '/policies/:id/renewal',
    {
      schema: {
        operationId: 'getPolicyRenewal',
        tags,
        summary: "Where the policy's renewal stands: state, questionnaire, start date, retroactive date, notices",
        security: bearer,
        headers: AccountHeader,
        params: IdParams,
        response: withErrors(PolicyRenewal),
      },
      preValidation: guard,
    },
    async (request) => {
      const policy = await policyOf(db, request.accountId!, request.params.id);
      if (!policy) throw notFound();
      return renewalView(db, policy);
    },
  );

  app.post(
    '/policies/:id/renewal',
    {
      schema: {
        operationId: 'startPolicyRenewal',
        tags,
        summary:
          "Starts (or continues) the renewal questionnaire, pre-filled from last year's; 409 RENEWAL_NOT_OPEN outside the window, FORM_IN_PROGRESS unless `replace`",
        security: bearer,
        headers: AccountHeader,
        params: IdParams,
        body: StartRenewal,
        response: withErrors(PolicyRenewal),
      },
      preValidation: guard,
    },
    async (request) => {
      const userId = principalOf(request).user.id;
      return startRenewal(db, request.accountId!, userId, request.params.id, request.body);
    },
  );
};

export default routes;
