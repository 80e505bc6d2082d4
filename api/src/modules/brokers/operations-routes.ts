// Operations review brokerages waiting for approval and decide (approve or refuse with a reason).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { BROKER_STATUSES } from '@platform/domain';
import { decideBroker } from './decision';
import { loadBroker, registrationOf } from './registration';
import type { AppConfig } from '../../config';
import { brokers } from '../../db/schema';
import { bearer, IdParams, IsoDateTime, ListOf, MultilineText, Nullable, withErrors } from '../../lib/schemas';
import { BrokerRegistration } from './schemas';

const BrokerSummary = Type.Object(
  {
    id: Type.String(),
    legal_name: Type.String(),
    trade_name: Type.String(),
    tax_id_type: Type.String({ description: 'CNPJ, RFC, NIT, EIN...: how the tax id is written (formatTaxId)' }),
    tax_id: Type.String(),
    email: Type.String(),
    status: Type.Enum([...BROKER_STATUSES]),
    created_at: IsoDateTime,
    submitted_at: Nullable(IsoDateTime),
  },
  { title: 'OperationsBrokerSummary' },
);
const StatusQuery = Type.Object({ status: Type.Optional(Type.Enum([...BROKER_STATUSES])) });
const RefuseBody = Type.Object(
  { reason: Type.String({ ...MultilineText(1000), minLength: 1 }) },
  { title: 'BrokerRefusal' },
);

const routes: FastifyPluginAsyncTypebox<{ config: AppConfig }> = async (app, { config }) => {
  const guard = [app.authenticate, app.requireOperations];
  const db = () => app.database.db;

  app.get(
    '/operations/brokers',
    {
      schema: {
        operationId: 'listOperationsBrokers',
        tags: ['operations'],
        summary: 'Brokerages, optionally by status (PENDING_APPROVAL: the approval queue)',
        security: bearer,
        querystring: StatusQuery,
        response: withErrors(ListOf(BrokerSummary, 'OperationsBrokerList')),
      },
      preValidation: guard,
    },
    async (request) => {
      const rows = await db()
        .select()
        .from(brokers)
        .where(request.query.status ? eq(brokers.status, request.query.status) : undefined)
        .orderBy(asc(brokers.created_at));
      return {
        items: rows.map((row) => ({
          id: row.id,
          legal_name: row.legal_name,
          trade_name: row.name,
          tax_id_type: row.tax_id_type,
          tax_id: row.tax_id,
          email: row.email,
          status: row.status,
          created_at: row.created_at.toISOString(),
          submitted_at: row.submitted_at?.toISOString() ?? null,
        })),
      };
    },
  );

  app.get(
    '/operations/brokers/:id',
    {
      schema: {
        operationId: 'getOperationsBroker',
        tags: ['operations'],
        summary: 'A brokerage’s full registration with its documents',
        security: bearer,
        params: IdParams,
        response: withErrors(BrokerRegistration),
      },
      preValidation: guard,
    },
    async (request) => registrationOf(db(), await loadBroker(db(), request.params.id)),
  );

  app.post(
    '/operations/brokers/:id/approve',
    {
      schema: {
        operationId: 'approveBroker',
        tags: ['operations'],
        summary: 'Approves a brokerage pending approval and mails its broker',
        security: bearer,
        params: IdParams,
        response: withErrors(BrokerRegistration),
      },
      preValidation: guard,
    },
    async (request) =>
      registrationOf(db(), await decideBroker(db(), request.params.id, { decision: 'approve' }, config.publicUrl)),
  );

  app.post(
    '/operations/brokers/:id/refuse',
    {
      schema: {
        operationId: 'refuseBroker',
        tags: ['operations'],
        summary: 'Refuses a brokerage pending approval, with the reason mailed to its broker',
        security: bearer,
        params: IdParams,
        body: RefuseBody,
        response: withErrors(BrokerRegistration),
      },
      preValidation: guard,
    },
    async (request) =>
      registrationOf(
        db(),
        await decideBroker(
          db(),
          request.params.id,
          { decision: 'refuse', reason: request.body.reason },
          config.publicUrl,
        ),
      ),
  );
};

export default routes;
