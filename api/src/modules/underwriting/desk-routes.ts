// Operations' underwriting desk: list the cases, open one, publish options or decline a product.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  COUNTRIES,
  CURRENCIES,
  DESK_CHARGE_CODES,
  LIVE_TOPICS,
  MAX_QUOTE_OPTIONS,
  MAX_QUOTE_VALIDITY_DAYS,
  PRODUCTS,
  QUOTE_COVERAGES,
  QUOTE_EXCLUSIONS,
  QUOTE_SUBJECTIVITY_CODES,
  REQUESTED_LIMITS,
  RETENTIONS,
  SUBJECTIVITY_DUE_POINTS,
  TERRITORIAL_SCOPES,
  UNDERWRITING_REASONS,
} from '@platform/domain';
import type { AppConfig } from '../../config';
import { recordOperationsRead } from '../../lib/audit/operations-reads';
import { principalOf } from '../../lib/auth/principal';
import {
  bearer,
  IdParams,
  IsoDate,
  IsoDateTime,
  ListOf,
  Money,
  MultilineText,
  Nullable,
  Version,
  withErrors,
} from '../../lib/schemas';
import { decideReferredProduct, type DeskDecision } from './desk';
import { CASE_STATUSES, getCase, listCases } from './desk-cases';

const Name = (maxLength: number) => Type.String({ minLength: 1, maxLength });

const Coverage = Type.Enum([...QUOTE_COVERAGES]);
const Sublimit = Type.Object(
  { coverage: Coverage, share: Type.Number({ exclusiveMinimum: 0, maximum: 1, description: 'Share of the limit' }) },
  { additionalProperties: false },
);
const Subjectivity = Type.Object(
  { code: Type.Enum([...QUOTE_SUBJECTIVITY_CODES]), due: Type.Enum([...SUBJECTIVITY_DUE_POINTS]) },
  { additionalProperties: false },
);

/** The terms of an option, as the quote stores them (shared/domain/src/pricing/quote-terms.ts). */
const Terms = Type.Object({
  coverages: Type.Array(Coverage),
  sublimits: Type.Array(Sublimit),
  exclusions: Type.Array(Type.Enum([...QUOTE_EXCLUSIONS])),
  subjectivities: Type.Array(Subjectivity),
  territorial_scope: Type.Enum([...TERRITORIAL_SCOPES]),
  retroactive_date: IsoDate,
  insurance_code: Type.String(),
});

const CaseProduct = Type.Object({
  product: Type.Enum([...PRODUCTS]),
  decision: Type.String(),
  reasons: Type.Array(Type.String()),
  reason_code: Nullable(Type.String()),
  reason: Nullable(Type.String()),
});

const caseFields = {
  id: Type.String(),
  form_id: Type.String(),
  account_id: Type.String(),
  company: Type.String(),
  country: Type.Enum([...COUNTRIES]),
  currency: Type.Enum([...CURRENCIES], { description: 'The currency of the company’s country: its options’.' }),
  status: Type.String(),
  form_status: Type.String(),
  version: Type.Integer({ description: 'The form version: send it back with a decision.' }),
  answers: Type.Record(Type.String(), Type.Unknown()),
  created_at: IsoDateTime,
  decided_at: Nullable(IsoDateTime),
  deadline: Type.String({
    format: 'date-time',
    description: 'The legal deadline to accept or refuse the proposal (25 days, Lei 15.040/2024)',
  }),
};

const UnderwritingCase = Type.Object(
  { ...caseFields, products: Type.Array(CaseProduct) },
  { title: 'UnderwritingCase' },
);

const UnderwritingCaseDetail = Type.Object(
  {
    ...caseFields,
    definition_versions: Type.Record(Type.String(), Type.Integer()),
    tax_id_type: Type.String({ description: "The account's tax id type: how its tax id answers are written" }),
    products: Type.Array(
      Type.Object({
        ...CaseProduct.properties,
        insurer: Nullable(Type.String()),
        terms: Nullable(Terms),
        // A renewal keeps the renewed policy's date: the desk's options get it whatever they say.
        kept_retroactive_date: Nullable(IsoDate),
        suggested: Type.Array(
          Type.Object({ limit: Type.String(), retention: Type.String(), premium: Money, recommended: Type.Boolean() }),
        ),
        options: Type.Array(
          Type.Object({
            id: Type.String(),
            status: Type.String(),
            insurer: Type.String(),
            coverage_limit: Money,
            retention: Type.String(),
            premium: Money,
            fees: Money,
            currency: Type.String(),
            recommended: Type.Boolean(),
            expires_at: Nullable(IsoDateTime),
          }),
        ),
      }),
    ),
    history: Type.Array(
      Type.Object({
        id: Type.String(),
        product: Type.String(),
        action: Type.String(),
        by: Type.String(),
        by_email: Type.String(),
        at: IsoDateTime,
        before: Type.Record(Type.String(), Type.Unknown()),
        after: Type.Record(Type.String(), Type.Unknown()),
      }),
    ),
  },
  { title: 'UnderwritingCaseDetail' },
);

const CaseQuery = Type.Object(
  {
    status: Type.Optional(Type.Enum([...CASE_STATUSES], { default: 'REFERRED' })),
    product: Type.Optional(Type.Enum([...PRODUCTS])),
  },
  { additionalProperties: false },
);

const QuoteOptionInput = Type.Object(
  {
    insurer: Name(200),
    limit: Type.Enum([...REQUESTED_LIMITS]),
    retention: Type.Enum([...RETENTIONS]),
    premium: Money,
    fees: Type.Optional(Money),
    coverages: Type.Optional(Type.Array(Coverage, { maxItems: QUOTE_COVERAGES.length, uniqueItems: true })),
    sublimits: Type.Optional(Type.Array(Sublimit, { maxItems: QUOTE_COVERAGES.length })),
    exclusions: Type.Optional(
      Type.Array(Type.Enum([...QUOTE_EXCLUSIONS]), { maxItems: QUOTE_EXCLUSIONS.length, uniqueItems: true }),
    ),
    subjectivities: Type.Optional(Type.Array(Subjectivity, { maxItems: QUOTE_SUBJECTIVITY_CODES.length })),
    retroactive_date: Type.Optional(Nullable(IsoDate)),
    territorial_scope: Type.Enum([...TERRITORIAL_SCOPES]),
    insurance_code: Type.Optional(Type.String({ maxLength: 60 })),
    validity_days: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_QUOTE_VALIDITY_DAYS })),
    recommended: Type.Optional(Type.Boolean()),
    /** Lines of their own beside the premium (a US state's surplus-lines tax and stamping fee), in the account's currency. */
    charges: Type.Optional(
      Type.Array(
        Type.Object({ code: Type.Enum([...DESK_CHARGE_CODES]), amount: Money }, { additionalProperties: false }),
        { maxItems: DESK_CHARGE_CODES.length },
      ),
    ),
  },
  { additionalProperties: false },
);

const PublishOptions = Type.Object(
  {
    version: Version,
    product: Type.Enum([...PRODUCTS]),
    options: Type.Array(QuoteOptionInput, { minItems: 1, maxItems: MAX_QUOTE_OPTIONS }),
  },
  { title: 'PublishQuoteOptions', additionalProperties: false },
);

const DeclineProduct = Type.Object(
  {
    version: Version,
    product: Type.Enum([...PRODUCTS]),
    reason_code: Type.Enum([...UNDERWRITING_REASONS]),
    reason: Type.String({ ...MultilineText(1000), minLength: 1, pattern: '\\S' }),
  },
  { title: 'DeclineProduct', additionalProperties: false },
);

const Decided = Type.Object(
  { form_id: Type.String(), status: Type.String(), version: Type.Integer() },
  { title: 'UnderwritingDecided' },
);

const routes: FastifyPluginAsyncTypebox<{ config: AppConfig }> = async (app, { config }) => {
  const guard = [app.authenticate, app.requireOperations];
  const tags = ['operations'];
  /** Records the desk's decision; then the form's screens and the customer's quotes screens hear it (after the commit). */
  const decide = async (submissionId: string, userId: string, decision: DeskDecision) => {
    const form = await decideReferredProduct(app.database.db, submissionId, userId, decision, config.publicUrl);
    await app.publishLive({
      accountId: form.account_id,
      topic: LIVE_TOPICS.applicationForm,
      id: form.id,
      version: form.version,
    });
    await app.publishLive({ accountId: form.account_id, topic: LIVE_TOPICS.quotes, id: form.account_id });
    return { form_id: form.id, status: form.status, version: form.version };
  };

  app.get(
    '/operations/underwriting',
    {
      schema: {
        operationId: 'listUnderwritingCases',
        tags,
        summary:
          'Cases on the underwriting desk, oldest first, with the reasons and the legal deadline: referred ones by default, or decided ones',
        security: bearer,
        querystring: CaseQuery,
        response: withErrors(ListOf(UnderwritingCase, 'UnderwritingCaseList')),
      },
      preValidation: guard,
    },
    async (request) => ({ items: await listCases(app.database.db, request.query) }),
  );

  app.get(
    '/operations/underwriting/:id',
    {
      schema: {
        operationId: 'getUnderwritingCase',
        tags,
        summary:
          'One case: the answers, the reasons, the engine’s suggested pricing, the published options and the decision history',
        security: bearer,
        params: IdParams,
        response: withErrors(UnderwritingCaseDetail),
      },
      preValidation: guard,
    },
    async (request) => {
      const found = await getCase(app.database.db, request.params.id);
      // The customer's answers, read by staff: written to the audit log (docs/accounts-and-roles.md).
      await recordOperationsRead(app.database.db, request, {
        recordType: 'underwriting_case',
        recordId: found.id,
        accountId: found.account_id,
      });
      return found;
    },
  );

  app.post(
    '/operations/underwriting/:id/quotes',
    {
      schema: {
        operationId: 'publishQuoteOptions',
        tags,
        summary: 'Publishes up to three quote options for a referred product (a stale or repeated submit is a 409)',
        security: bearer,
        params: IdParams,
        body: PublishOptions,
        response: withErrors(Decided),
      },
      preValidation: guard,
    },
    async (request) => decide(request.params.id, principalOf(request).user.id, request.body),
  );

  app.post(
    '/operations/underwriting/:id/decline',
    {
      schema: {
        operationId: 'declineReferredProduct',
        tags,
        summary: 'Declines a referred product with a catalogue reason and the words the customer reads',
        security: bearer,
        params: IdParams,
        body: DeclineProduct,
        response: withErrors(Decided),
      },
      preValidation: guard,
    },
    async (request) => decide(request.params.id, principalOf(request).user.id, request.body),
  );
};

export default routes;
