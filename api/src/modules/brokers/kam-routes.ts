// KAM: operations list the key account managers and assign one on the brokerage's ops page; the
// brokerage's people (administrator and invited colleagues) read their own on broker/kam/:kamId.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { principalOf } from '../../lib/auth/principal';
import { bearer, IdParams, ListOf, Nullable, Uuid, Version, withErrors } from '../../lib/schemas';
import { assignKam, kamAssignmentOf, listKams, ownKam } from './kams';

const Kam = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    photo_url: Nullable(Type.String({ description: 'Without one the screen shows the initials.' })),
    email: Type.String(),
    whatsapp: Type.String({ description: 'Digits with the country code, as wa.me takes them.' }),
    booking_url: Nullable(
      Type.String({ description: 'The KAM’s booking page; without one, dashboard/schedule-meeting.' }),
    ),
  },
  { title: 'KeyAccountManager' },
);
const KamAssignment = Type.Object(
  {
    kam_id: Nullable(Type.String()),
    version: Type.Integer({ description: 'Send it back on assignBrokerKam; a stale one is 409 STALE_VERSION.' }),
  },
  { title: 'BrokerKamAssignment' },
);
const KamAssignmentUpdate = Type.Object(
  {
    kam_id: Nullable(Uuid),
    version: Version,
  },
  { title: 'BrokerKamAssignmentUpdate', additionalProperties: false },
);

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const operations = [app.authenticate, app.requireOperations];
  const db = () => app.database.db;

  app.get(
    '/broker/kams/:kamId',
    {
      schema: {
        operationId: 'getBrokerKam',
        tags: ['broker'],
        summary: 'The caller’s brokerage’s key account manager (another KAM’s id: 404 NOT_FOUND)',
        security: bearer,
        params: Type.Object({ kamId: Uuid }),
        response: withErrors(Kam),
      },
      preValidation: [app.authenticate, app.requireBroker],
    },
    async (request) => ownKam(db(), principalOf(request).broker!.id, request.params.kamId),
  );

  app.get(
    '/operations/kams',
    {
      schema: {
        operationId: 'listKams',
        tags: ['operations'],
        summary: 'The key account managers operations assign to brokerages',
        security: bearer,
        response: withErrors(ListOf(Kam, 'KeyAccountManagerList')),
      },
      preValidation: operations,
    },
    async () => ({ items: await listKams(db()) }),
  );

  app.get(
    '/operations/brokers/:id/kam',
    {
      schema: {
        operationId: 'getBrokerKamAssignment',
        tags: ['operations'],
        summary: 'The KAM assigned to a brokerage, with the assignment’s version',
        security: bearer,
        params: IdParams,
        response: withErrors(KamAssignment),
      },
      preValidation: operations,
    },
    async (request) => kamAssignmentOf(db(), request.params.id),
  );

  app.put(
    '/operations/brokers/:id/kam',
    {
      schema: {
        operationId: 'assignBrokerKam',
        tags: ['operations'],
        summary: 'Assigns a KAM to a brokerage (null withdraws it)',
        description:
          'An unknown KAM: 400 VALIDATION_FAILED on `kam_id`. A stale `version`: 409 STALE_VERSION with the assignment as it is now in `current`.',
        security: bearer,
        params: IdParams,
        body: KamAssignmentUpdate,
        response: withErrors(KamAssignment),
      },
      preValidation: operations,
    },
    async (request) => assignKam(db(), request.params.id, request.body),
  );
};

export default routes;
