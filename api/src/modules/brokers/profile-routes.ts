// broker/edit-profile: an approved brokerage's bank details and taxation data. Bank data is the
// broker's alone: invited colleagues are refused (they neither read nor change where money goes).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { bankDataOf, loadBroker, saveBankData, taxRegistryColumns, taxRegistryOf } from './registration';
import { brokers } from '../../db/schema';
import { AppError, staleVersion } from '../../lib/errors';
import { principalOf } from '../../lib/auth/principal';
import { bearer, Nullable, withErrors } from '../../lib/schemas';
import { BankData, BankDataInput, TaxRegistry, TaxRegistryInput } from './schemas';

const BrokerProfile = Type.Object(
  {
    bank_data: Nullable(BankData),
    tax_registry: TaxRegistry,
    version: Type.Integer({
      description: 'Send it back on saveBrokerProfile; a stale one is refused with 409 STALE_VERSION.',
    }),
  },
  { title: 'BrokerProfileSettings' },
);
const BrokerProfileUpdate = Type.Object(
  {
    bank_data: Type.Optional(BankDataInput),
    tax_registry: Type.Optional(TaxRegistryInput),
    version: Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'The version the form was loaded with.' }),
  },
  { title: 'BrokerProfileUpdate', additionalProperties: false },
);

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const guard = [app.authenticate, app.requireBroker];
  const ownerBroker = (request: Parameters<typeof principalOf>[0]) => {
    const { broker } = principalOf(request);
    if (broker?.role !== 'BROKER') throw new AppError('FORBIDDEN');
    return broker.id;
  };
  const profileOf = async (brokerId: string) => {
    const broker = await loadBroker(app.database.db, brokerId);
    return {
      bank_data: await bankDataOf(app.database.db, brokerId),
      tax_registry: taxRegistryOf(broker),
      version: broker.profile_version,
    };
  };

  app.get(
    '/broker/profile',
    {
      schema: {
        operationId: 'getBrokerProfile',
        tags: ['broker'],
        summary: 'Bank details and taxation data of the caller’s brokerage',
        security: bearer,
        response: withErrors(BrokerProfile),
      },
      preValidation: guard,
    },
    async (request) => profileOf(ownerBroker(request)),
  );

  app.put(
    '/broker/profile',
    {
      schema: {
        operationId: 'saveBrokerProfile',
        tags: ['broker'],
        summary: 'Changes bank details and/or taxation data',
        description: 'A stale `version` answers 409 STALE_VERSION with the profile as it is now in `current`.',
        security: bearer,
        body: BrokerProfileUpdate,
        response: withErrors(BrokerProfile),
      },
      preValidation: guard,
    },
    async (request) => {
      const brokerId = ownerBroker(request);
      const { bank_data, tax_registry, version } = request.body;
      const taxColumns = tax_registry ? taxRegistryColumns(tax_registry) : {};
      // One transaction: the version is claimed with the taxation data, and a refused bank section
      // rolls both back, so a wrong one never half-applies.
      const saved = await app.database.db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(brokers)
          .set({ ...taxColumns, profile_version: version + 1, updated_at: new Date() })
          .where(and(eq(brokers.id, brokerId), eq(brokers.profile_version, version)))
          .returning({ id: brokers.id });
        if (!claimed) return false;
        if (bank_data) await saveBankData(tx, brokerId, bank_data);
        return true;
      });
      if (!saved) throw staleVersion(await profileOf(brokerId));
      return profileOf(brokerId);
    },
  );
};

export default routes;
