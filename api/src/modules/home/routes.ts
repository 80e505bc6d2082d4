// The homes (issue 22 item 5): what needs the signed-in person now. The customer's account's
// tasks, the same across a broker's book, and the operations queues with what is late. Each is
// computed in SQL from the records themselves, so a task disappears the moment it is done.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { principalOf } from '../../lib/auth/principal';
import { AccountHeader, bearer, withErrors } from '../../lib/schemas';
import { accountTasks, bookOf, oneAccount } from './account-tasks';
import { opsQueues } from './ops-queues';
import { HomeTaskList, OpsQueueList } from './schemas';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/home/tasks',
    {
      schema: {
        operationId: 'listHomeTasks',
        tags: ['home'],
        summary:
          'What needs the current account now: quotes to choose, signatures, invoices, renewals, claims; late first',
        security: bearer,
        headers: AccountHeader,
        response: withErrors(HomeTaskList),
      },
      preValidation: [app.authenticate, app.requireCustomer],
    },
    async (request) => ({ items: await accountTasks(db(), oneAccount(request.accountId!)) }),
  );

  app.get(
    '/broker/home/tasks',
    {
      schema: {
        operationId: 'listBrokerHomeTasks',
        tags: ['broker'],
        summary: 'The same tasks across the customer companies of the caller’s broker (broker of record); late first',
        security: bearer,
        response: withErrors(HomeTaskList),
      },
      preValidation: [app.authenticate, app.requireBroker],
    },
    async (request) => ({ items: await accountTasks(db(), bookOf(db(), principalOf(request).broker!.id)) }),
  );

  app.get(
    '/operations/home/queues',
    {
      schema: {
        operationId: 'listOperationsHomeQueues',
        tags: ['operations'],
        summary: 'Each operations queue with its count, the late items and the earliest deadline; late queues first',
        security: bearer,
        response: withErrors(OpsQueueList),
      },
      preValidation: [app.authenticate, app.requireOperations],
    },
    async () => ({ items: await opsQueues(db()) }),
  );
};

export default routes;
