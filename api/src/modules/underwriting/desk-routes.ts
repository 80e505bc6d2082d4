// Operations' underwriting desk: GET the referred cases, publish options or decline a product.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { LIVE_TOPICS, PRODUCTS, REQUESTED_LIMITS, RETENTIONS } from '@platform/domain';
import { principalOf } from '../../lib/auth/principal';
import { bearer, IdParams, IsoDateTime, ListOf, Money, MultilineText, withErrors } from '../../lib/schemas';
import { decideReferredProduct, referredCases } from './desk';

const UnderwritingCase = Type.Object(
  {
    id: Type.String(),
    form_id: Type.String(),
    account_id: Type.String(),
    company: Type.String(),
    form_status: Type.String(),
    products: Type.Array(
      Type.Object({ product: Type.String(), decision: Type.String(), reasons: Type.Array(Type.String()) }),
    ),
    answers: Type.Record(Type.String(), Type.Unknown()),
    created_at: IsoDateTime,
    deadline: IsoDateTime,
  },
  { title: 'UnderwritingCase' },
);

const PublishOptions = Type.Object(
  {
    product: Type.Enum([...PRODUCTS]),
    insurer: Type.String({ minLength: 1, maxLength: 200 }),
    options: Type.Array(
      Type.Object(
        {
          limit: Type.Enum([...REQUESTED_LIMITS]),
          retention: Type.Enum([...RETENTIONS]),
          premium: Money,
          recommended: Type.Optional(Type.Boolean()),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 3 },
    ),
  },
  { title: 'PublishQuoteOptions', additionalProperties: false },
);

const DeclineProduct = Type.Object(
  { product: Type.Enum([...PRODUCTS]), reason: Type.String({ ...MultilineText(1000), minLength: 1 }) },
  { title: 'DeclineProduct', additionalProperties: false },
);

const Decided = Type.Object(
  { form_id: Type.String(), status: Type.String(), version: Type.Integer() },
  { title: 'UnderwritingDecided' },
);

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const guard = [app.authenticate, app.requireOperations];
  const tags = ['operations'];
  const announce = (form: { id: string; account_id: string; version: number; status: string }) =>
    app
      .publishLive({
        accountId: form.account_id,
        topic: LIVE_TOPICS.applicationForm,
        id: form.id,
        version: form.version,
      })
      .then(() => ({ form_id: form.id, status: form.status, version: form.version }));

  app.get(
    '/operations/underwriting',
    {
      schema: {
        operationId: 'listUnderwritingCases',
        tags,
        summary:
          'Referred applications waiting for an underwriter, oldest first, with the answers, reasons and deadline',
        security: bearer,
        response: withErrors(ListOf(UnderwritingCase, 'UnderwritingCaseList')),
      },
      preValidation: guard,
    },
    async () => ({ items: await referredCases(app.database.db) }),
  );

  app.post(
    '/operations/underwriting/:id/quotes',
    {
      schema: {
        operationId: 'publishQuoteOptions',
        tags,
        summary: 'Publishes up to three quote options for a referred product',
        security: bearer,
        params: IdParams,
        body: PublishOptions,
        response: withErrors(Decided),
      },
      preValidation: guard,
    },
    async (request) =>
      announce(
        await decideReferredProduct(app.database.db, request.params.id, principalOf(request).user.id, request.body),
      ),
  );

  app.post(
    '/operations/underwriting/:id/decline',
    {
      schema: {
        operationId: 'declineReferredProduct',
        tags,
        summary: 'Declines a referred product with the reason the customer reads',
        security: bearer,
        params: IdParams,
        body: DeclineProduct,
        response: withErrors(Decided),
      },
      preValidation: guard,
    },
    async (request) =>
      announce(
        await decideReferredProduct(app.database.db, request.params.id, principalOf(request).user.id, request.body),
      ),
  );
};

export default routes;
