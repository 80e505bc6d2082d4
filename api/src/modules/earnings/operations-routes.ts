// Operations' side of the brokerages' commission (docs/broker-earnings.md): issue a statement per
// brokerage and month, read and decide on the fiscal note sent for it, record the payment.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { desc, eq } from 'drizzle-orm';
import { fiscalNotes } from '../../db/schema';
import { principalOf } from '../../lib/auth/principal';
import { notFound } from '../../lib/errors';
import { bearer, FileDownload, IdParams, withErrors } from '../../lib/schemas';
import {
  CommissionStatement,
  IssueStatementBody,
  NoteDecisionBody,
  StatementList,
  StatementListQuery,
  VersionBody,
} from './schemas';
import { decideNote, issueStatement, listStatements, payStatement, statementById } from './statements';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const guard = [app.authenticate, app.requireOperations];
  const db = () => app.database.db;

  app.get(
    '/operations/commission-statements',
    {
      schema: {
        operationId: 'listCommissionStatements',
        tags: ['operations'],
        summary: 'Every brokerage’s commission statements, optionally by fiscal note status',
        security: bearer,
        querystring: StatementListQuery,
        response: withErrors(StatementList),
      },
      preValidation: guard,
    },
    async (request) => ({ items: await listStatements(db(), { noteStatus: request.query.note_status }) }),
  );

  app.post(
    '/operations/commission-statements',
    {
      schema: {
        operationId: 'issueCommissionStatement',
        tags: ['operations'],
        summary:
          'Issues the brokerage’s statements of a month, one per currency (each recomputed while no note was sent for it; after that, a correction)',
        security: bearer,
        body: IssueStatementBody,
        response: withErrors(StatementList),
      },
      preValidation: guard,
    },
    async (request) => ({
      items: await issueStatement(db(), {
        brokerId: request.body.broker_id,
        period: request.body.period,
        userId: principalOf(request).user.id,
      }),
    }),
  );

  app.post(
    '/operations/commission-statements/:id/fiscal-note-decision',
    {
      schema: {
        operationId: 'decideFiscalNote',
        tags: ['operations'],
        summary: 'Approves the fiscal note sent for a statement, or asks the brokerage to act on it (with a reason)',
        security: bearer,
        params: IdParams,
        body: NoteDecisionBody,
        response: withErrors(CommissionStatement),
      },
      preValidation: guard,
    },
    async (request) => decideNote(db(), request.params.id, request.body),
  );

  app.post(
    '/operations/commission-statements/:id/payment',
    {
      schema: {
        operationId: 'payCommissionStatement',
        tags: ['operations'],
        summary: 'Records that the statement (its note approved) was paid to the brokerage',
        security: bearer,
        params: IdParams,
        body: VersionBody,
        response: withErrors(CommissionStatement),
      },
      preValidation: guard,
    },
    async (request) =>
      payStatement(db(), request.params.id, { version: request.body.version, userId: principalOf(request).user.id }),
  );

  app.get(
    '/operations/commission-statements/:id/fiscal-note',
    {
      schema: {
        operationId: 'downloadFiscalNote',
        tags: ['operations'],
        summary: 'The latest fiscal note file sent for a statement',
        security: bearer,
        params: IdParams,
        response: withErrors(FileDownload),
      },
      preValidation: guard,
    },
    async (request, reply) => {
      const statement = await statementById(db(), request.params.id);
      const [note] = await db()
        .select()
        .from(fiscalNotes)
        .where(eq(fiscalNotes.statement_id, statement.id))
        .orderBy(desc(fiscalNotes.created_at))
        .limit(1);
      if (!note) throw notFound();
      return reply
        .header('content-type', note.content_type)
        .header('content-disposition', `attachment; filename="${encodeURIComponent(note.file_name)}"`)
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(note.content));
    },
  );
};

export default routes;
