// The broker of record reads a customer company's policies (docs/broker-book.md, "Quotes and
// policies"): the list, and one policy by its id alone, so a link in the broker's mail
// (broker-policy/detail?policy_id=) finds its company. Invoices go through the policy's own
// routes, which already let the broker of record in.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { policies } from '../../db/schema';
import { accountRecordCaller, brokerOfRecordAccount } from '../../lib/auth/account-access';
import { notFound } from '../../lib/errors';
import { bearer, IdParams, ListOf, Uuid, withErrors } from '../../lib/schemas';
import { findPolicy, listPolicies } from './queries';
import { Policy } from './schemas';

const CompanyParams = Type.Object({ id: Uuid });

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const db = () => app.database.db;
  const guard = [app.authenticate, app.requireBroker];

  app.get(
    '/broker/companies/:id/policies',
    {
      schema: {
        operationId: 'listBrokerCompanyPolicies',
        tags: ['broker'],
        summary: 'Policies of one customer company of the caller’s broker, newest effective date first',
        security: bearer,
        params: CompanyParams,
        response: withErrors(ListOf(Policy, 'BrokerPolicyList')),
      },
      preValidation: guard,
    },
    async (request) => {
      const accountId = await brokerOfRecordAccount(db(), request, request.params.id);
      return { items: await listPolicies(db(), accountId) };
    },
  );

  app.get(
    '/broker/policies/:id',
    {
      schema: {
        operationId: 'getBrokerPolicy',
        tags: ['broker'],
        summary: 'One policy of a customer company of the caller’s broker (its account_id names the company)',
        security: bearer,
        params: IdParams,
        response: withErrors(Policy),
      },
      preValidation: guard,
    },
    async (request) => {
      const { record, role } = await accountRecordCaller(db(), request, async (id) =>
        (await db().select().from(policies).where(eq(policies.id, id)).limit(1)).at(0),
      );
      // A broker who is also a customer of some account reads that account's policies on its own routes.
      if (role !== 'BROKER_OF_RECORD') throw notFound();
      const policy = await findPolicy(db(), record.account_id, record.id);
      if (!policy) throw notFound();
      return policy;
    },
  );
};

export default routes;
