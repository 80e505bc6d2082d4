// The brokerage's earnings and fiscal notes (issue 23 items 4 and 5). What the brokerage earns
// and invoices is its administrator's business, like its bank details: invited broker users
// (BROKER_INVITED) are refused (docs/broker-earnings.md).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { FISCAL_NOTE_MAX_BYTES } from '@platform/domain';
import { principalOf } from '../../lib/auth/principal';
import { AppError } from '../../lib/errors';
import { bearer, IdParams, withErrors } from '../../lib/schemas';
import { brokerEarnings } from './earnings';
import { BrokerEarnings, CommissionStatement, FiscalNoteQuery, StatementList } from './schemas';
import { sendFiscalNote } from './send-fiscal-note';
import { listStatements } from './statements';

const administratorOf = (request: FastifyRequest) => {
  const { broker, user } = principalOf(request);
  if (broker?.role !== 'BROKER') throw new AppError('FORBIDDEN');
  return { brokerId: broker.id, userId: user.id };
};

const routes: FastifyPluginAsyncTypebox = async (app) => {
  // A little over the limit reaches the handler (FILE_TOO_LARGE on `file`); far over it, the body
  // is not even read (413, also FILE_TOO_LARGE).
  const bodyLimit = FISCAL_NOTE_MAX_BYTES + 64 * 1024;
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit }, (_request, body, done) =>
    done(null, body),
  );
  const guard = [app.authenticate, app.requireBroker];
  const db = () => app.database.db;

  app.get(
    '/broker/earnings',
    {
      schema: {
        operationId: 'getBrokerEarnings',
        tags: ['broker'],
        summary: 'Commission per policy and instalment, expected vs paid, by month, with totals, overdue and clawbacks',
        security: bearer,
        response: withErrors(BrokerEarnings),
      },
      preValidation: guard,
    },
    async (request) => brokerEarnings(db(), administratorOf(request).brokerId),
  );

  app.get(
    '/broker/earnings/statements',
    {
      schema: {
        operationId: 'listOwnCommissionStatements',
        tags: ['broker'],
        summary: 'The brokerage’s commission statements with their fiscal note status (newest month first)',
        security: bearer,
        response: withErrors(StatementList),
      },
      preValidation: guard,
    },
    async (request) => ({ items: await listStatements(db(), { brokerId: administratorOf(request).brokerId }) }),
  );

  app.post(
    '/broker/earnings/statements/:id/fiscal-notes',
    {
      schema: {
        operationId: 'sendFiscalNote',
        tags: ['broker'],
        summary:
          'Sends the NFS-e for a statement (raw body: the national-layout XML, checked against the statement, or the PDF; 5 MB at most)',
        security: bearer,
        params: IdParams,
        querystring: FiscalNoteQuery,
        response: withErrors(CommissionStatement),
      },
      bodyLimit,
      preValidation: guard,
    },
    async (request) => {
      const { brokerId, userId } = administratorOf(request);
      return sendFiscalNote(db(), {
        brokerId,
        userId,
        statementId: request.params.id,
        fileName: request.query.file_name,
        version: request.query.version,
        bytes: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
      });
    },
  );
};

export default routes;
