// The register steps of a brokerage, saved by its broker user while it waits for approval
// (requireBrokerUser: a pending broker is let through here, unlike the broker area's routes).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { loadBroker, registrationOf, saveRegistration, submitRegistration } from './registration';
import { AppError } from '../../lib/errors';
import { principalOf } from '../../lib/auth/principal';
import { bearer, withErrors } from '../../lib/schemas';
import { AddressInput, BankDataInput, BrokerRegistration, RegulatorRegistryInput, TaxRegistryInput } from './schemas';

const RegistrationUpdate = Type.Object(
  {
    tax_registry: Type.Optional(TaxRegistryInput),
    regulator_registry: Type.Optional(RegulatorRegistryInput),
    address: Type.Optional(AddressInput),
    bank_data: Type.Optional(BankDataInput),
  },
  { title: 'BrokerRegistrationUpdate', additionalProperties: false },
);

const routes: FastifyPluginAsyncTypebox = async (app) => {
  // Only the person who signed the brokerage up fills its registration; invited colleagues do not.
  const ownBroker = async (request: Parameters<typeof principalOf>[0]) => {
    const { broker } = principalOf(request);
    if (!broker || broker.role !== 'BROKER') throw new AppError('FORBIDDEN');
    return loadBroker(app.database.db, broker.id);
  };
  const guard = [app.authenticate, app.requireBrokerUser];

  app.get(
    '/broker/registration',
    {
      schema: {
        operationId: 'getBrokerRegistration',
        tags: ['broker registration'],
        summary: 'The caller’s brokerage registration and progress',
        security: bearer,
        response: withErrors(BrokerRegistration),
      },
      preValidation: guard,
    },
    async (request) => registrationOf(app.database.db, await ownBroker(request)),
  );

  app.put(
    '/broker/registration',
    {
      schema: {
        operationId: 'saveBrokerRegistration',
        tags: ['broker registration'],
        summary: 'Saves the register steps sent (each section is one step); allowed while pending approval',
        security: bearer,
        body: RegistrationUpdate,
        response: withErrors(BrokerRegistration),
      },
      preValidation: guard,
    },
    async (request) => {
      const broker = await ownBroker(request);
      await saveRegistration(app.database.db, broker, request.body);
      return registrationOf(app.database.db, await loadBroker(app.database.db, broker.id));
    },
  );

  app.post(
    '/broker/registration/submit',
    {
      schema: {
        operationId: 'submitBrokerRegistration',
        tags: ['broker registration'],
        summary: 'Sends the finished registration to operations for approval',
        security: bearer,
        response: withErrors(BrokerRegistration),
      },
      preValidation: guard,
    },
    async (request) => submitRegistration(app.database.db, await ownBroker(request)),
  );
};

export default routes;
