// Negotiated commission rates: operations read and record them on the brokerage's page; the
// broker reads its own (docs/checkout.md "Broker's pay").
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { BROKER_COMMISSION_RATE_BOUNDS, PRODUCTS } from '@platform/domain';
import { principalOf } from '../../lib/auth/principal';
import { bearer, IdParams, IsoDateTime, Nullable, withErrors } from '../../lib/schemas';
import { commissionRatesOf, setCommissionRate } from './commission-rates';
import { loadBroker } from './registration';

// The bounds are checked by the handler with the domain's rule (400 VALIDATION_FAILED on `rate`),
// and stated here for the reader of the OpenAPI document.
const Rate = Type.Number({
  description: `A fraction of the net premium, four decimals at most (0.175 is 17.5%), from ${BROKER_COMMISSION_RATE_BOUNDS.min} to ${BROKER_COMMISSION_RATE_BOUNDS.max}.`,
});
const CommissionRate = Type.Object(
  {
    product: Type.Enum([...PRODUCTS]),
    rate: Nullable(Type.Number({ description: 'The negotiated rate; null when the default applies.' })),
    effective_rate: Type.Number({ description: 'What the checkout uses: the negotiated rate or the default.' }),
    version: Type.Integer({ minimum: 0, description: '0 while no rate is recorded.' }),
    updated_at: Nullable(IsoDateTime),
  },
  { title: 'BrokerCommissionRate' },
);
const CommissionRates = Type.Object(
  {
    min: Type.Number(),
    max: Type.Number(),
    default_rate: Type.Number(),
    items: Type.Array(CommissionRate),
  },
  { title: 'BrokerCommissionRates' },
);
const CommissionRateUpdate = Type.Object(
  {
    product: Type.Enum([...PRODUCTS]),
    rate: Rate,
    version: Type.Integer({
      minimum: 0,
      maximum: 2_147_483_647,
      description: 'The version the rate was loaded with (0 when none was recorded).',
    }),
  },
  { title: 'BrokerCommissionRateUpdate', additionalProperties: false },
);

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const operations = [app.authenticate, app.requireOperations];
  const db = () => app.database.db;

  app.get(
    '/operations/brokers/:id/commission-rates',
    {
      schema: {
        operationId: 'getBrokerCommissionRates',
        tags: ['operations'],
        summary: 'The brokerage’s negotiated commission rate per product, the default and the bounds',
        security: bearer,
        params: IdParams,
        response: withErrors(CommissionRates),
      },
      preValidation: operations,
    },
    async (request) => {
      await loadBroker(db(), request.params.id);
      return commissionRatesOf(db(), request.params.id);
    },
  );

  app.put(
    '/operations/brokers/:id/commission-rates',
    {
      schema: {
        operationId: 'setBrokerCommissionRate',
        tags: ['operations'],
        summary: 'Records the brokerage’s commission rate for a product (versioned: a stale one is 409)',
        security: bearer,
        params: IdParams,
        body: CommissionRateUpdate,
        response: withErrors(CommissionRate),
      },
      preValidation: operations,
    },
    async (request) => setCommissionRate(db(), request.params.id, request.body, principalOf(request).user.id),
  );

  app.get(
    '/broker/commission-rates',
    {
      schema: {
        operationId: 'getOwnCommissionRates',
        tags: ['broker'],
        summary: 'The caller’s brokerage commission rate per product (what its customers’ checkouts disclose)',
        security: bearer,
        response: withErrors(CommissionRates),
      },
      preValidation: [app.authenticate, app.requireBroker],
    },
    async (request) => commissionRatesOf(db(), principalOf(request).broker!.id),
  );
};

export default routes;
