// The customer's policies (tabs active/expired are a client-side filter on status).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LIVE_TOPICS } from '@platform/domain';
import { notFound } from '../../lib/errors';
import { AccountHeader, bearer, IdParams, ListOf, withErrors } from '../../lib/schemas';
import type { AppConfig } from '../../config';
import {
  issueCheckout,
  ISSUE_POLICY_JOB,
  ISSUE_SIGNED_CRON,
  ISSUE_SIGNED_JOB,
  signedWithoutPolicy,
  START_POLICIES_CRON,
  START_POLICIES_JOB,
  startPolicies,
} from './policy-jobs';
import chargeRoutes from './charge-routes';
import brokerRoutes from './broker-routes';
import paymentRoutes from './payment-routes';
import { findPolicy, listPolicies } from './queries';
import { Policy } from './schemas';

const routes: FastifyPluginAsyncTypebox<{ config: AppConfig }> = async (app, { config }) => {
  const guard = [app.authenticate, app.requireCustomer];
  // Whichever instance runs the job, the customer's open checkout and quotes home (keys under
  // `quotes`) hear of the new policy through the live updates.
  const issue = async (checkoutId: string) => {
    const policy = await issueCheckout(app.database.db, checkoutId, { publicUrl: config.publicUrl });
    await app.publishLive({ accountId: policy.account_id, topic: LIVE_TOPICS.quotes, id: policy.account_id });
  };

  app.jobs.define<{ checkoutId: string }>({
    name: ISSUE_POLICY_JOB,
    run: async (_job, { checkoutId }) => issue(checkoutId),
  });
  app.jobs.define({
    name: ISSUE_SIGNED_JOB,
    cron: ISSUE_SIGNED_CRON,
    run: async (job) => {
      for (const checkoutId of await signedWithoutPolicy(job.database.db)) await issue(checkoutId);
    },
  });
  app.jobs.define({
    name: START_POLICIES_JOB,
    cron: START_POLICIES_CRON,
    run: async (job) => {
      const started = await startPolicies(job.database.db);
      if (started.length) job.log.info({ policies: started.length }, 'policies started');
    },
  });

  await app.register(paymentRoutes, { config });
  await app.register(chargeRoutes, { config });
  // The broker of record's reads of a customer company's policies (broker-routes.ts).
  await app.register(brokerRoutes);

  app.get(
    '/policies',
    {
      schema: {
        operationId: 'listPolicies',
        tags: ['policies'],
        summary: 'Policies of the current account',
        security: bearer,
        headers: AccountHeader,
        response: withErrors(ListOf(Policy, 'PolicyList')),
      },
      preValidation: guard,
    },
    async (request) => ({ items: await listPolicies(app.database.db, request.accountId!) }),
  );

  app.get(
    '/policies/:id',
    {
      schema: {
        operationId: 'getPolicy',
        tags: ['policies'],
        summary: 'One policy of the current account',
        security: bearer,
        headers: AccountHeader,
        params: IdParams,
        response: withErrors(Policy),
      },
      preValidation: guard,
    },
    async (request) => {
      const policy = await findPolicy(app.database.db, request.accountId!, request.params.id);
      if (!policy) throw notFound();
      return policy;
    },
  );
};

export default routes;
