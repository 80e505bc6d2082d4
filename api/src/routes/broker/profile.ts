// broker/edit-profile: an approved brokerage's bank details and taxation data. Bank data is the
// broker's alone: invited colleagues are refused (they neither read nor change where money goes).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { bankDataOf, loadBroker, saveBankData, taxRegistryColumns, taxRegistryOf } from '../../brokers/registration';
import { brokers } from '../../db/schema';
import { AppError } from '../../errors';
import { principalOf } from '../../plugins/app/auth';
import { bearer, Nullable, withErrors } from '../schemas';
import { BankData, BankDataInput, TaxRegistry, TaxRegistryInput } from './registration-schemas';

const BrokerProfile = Type.Object({ bank_data: Nullable(BankData), tax_registry: TaxRegistry }, { title: 'BrokerProfileSettings' });
const BrokerProfileUpdate = Type.Object(
  { bank_data: Type.Optional(BankDataInput), tax_registry: Type.Optional(TaxRegistryInput) },
  { title: 'BrokerProfileUpdate', additionalProperties: false },
);

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const guard = [app.authenticate, app.requireBroker];
  const ownerBroker = (request: Parameters<typeof principalOf>[0]) => {
    const { broker } = principalOf(request);
    if (broker?.role !== 'BROKER') throw new AppError('FORBIDDEN');
    return broker.id;
  };
  const profileOf = async (brokerId: string) => ({ bank_data: await bankDataOf(app.database.db, brokerId), tax_registry: taxRegistryOf(await loadBroker(app.database.db, brokerId)) });

  app.get(
    '/broker/profile',
    {
      schema: { operationId: 'getBrokerProfile', tags: ['broker'], summary: 'Bank details and taxation data of the caller’s brokerage', security: bearer, response: withErrors(BrokerProfile) },
      preValidation: guard,
    },
    async (request) => profileOf(ownerBroker(request)),
  );

  app.put(
    '/broker/profile',
    {
      schema: { operationId: 'saveBrokerProfile', tags: ['broker'], summary: 'Changes bank details and/or taxation data', security: bearer, body: BrokerProfileUpdate, response: withErrors(BrokerProfile) },
      preValidation: guard,
    },
    async (request) => {
      const brokerId = ownerBroker(request);
      const { bank_data, tax_registry } = request.body;
      // Both sections are checked before either is saved, so a wrong one never half-applies.
      const taxColumns = tax_registry ? taxRegistryColumns(tax_registry) : null;
      if (bank_data) await saveBankData(app.database.db, brokerId, bank_data);
      if (taxColumns) await app.database.db.update(brokers).set({ ...taxColumns, updated_at: new Date() }).where(eq(brokers.id, brokerId));
      return profileOf(brokerId);
    },
  );
};

export default routes;
