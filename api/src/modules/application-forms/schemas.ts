// Shapes of the questionnaire's operations. Answers are a record keyed by question id; what each
// answer may be is the definition's business (`answerProblems` in @platform/domain), so the schema
// only bounds sizes and lets long answers carry line breaks (text answers refuse them there).
import { Type } from 'typebox';
import { APPLICATION_FORM_STATUSES, LANGUAGES, PRODUCTS, type Answers as AnswerRecord } from '@platform/domain';
import { IsoDateTime, Nullable, Version } from '../../lib/schemas';

// Type lists rather than unions: Fastify's validator coerces inside a union (false would become
// null, "10" a number), while with a list of types it leaves a value that fits one of them alone.
const CELL_TYPES = ['string', 'number', 'boolean', 'null'];
const Cell = { type: CELL_TYPES, maxLength: 2000 };
const AnswerValue = Type.Unsafe<AnswerRecord[string]>({
  type: [...CELL_TYPES, 'array'],
  maxLength: 2000,
  maxItems: 100,
  // Long answers carry line breaks; which answers may is the definition's business (text refuses them).
  'x-multiline': true,
  items: {
    type: ['string', 'object'],
    maxLength: 2000,
    maxProperties: 20,
    propertyNames: { maxLength: 64 },
    additionalProperties: Cell,
  },
});
const Answers = Type.Record(Type.String({ maxLength: 100, pattern: '^[a-z_]+\\.[a-z_0-9]+$' }), AnswerValue, {
  maxProperties: 500,
  description: 'Answers by question id (the definitions in @platform/domain); null clears an answer.',
});
const Products = Type.Array(Type.Enum([...PRODUCTS]), { uniqueItems: true, minItems: 1 });

export const ApplicationFormSummary = Type.Object(
  {
    id: Type.String(),
    account_id: Type.String(),
    status: Type.Enum([...APPLICATION_FORM_STATUSES]),
    products: Type.Array(Type.Enum([...PRODUCTS])),
    version: Type.Integer({ description: 'Send it back on writes; a stale one is refused with 409 STALE_VERSION.' }),
    created_at: IsoDateTime,
    updated_at: IsoDateTime,
  },
  { title: 'ApplicationFormSummary' },
);

export const ApplicationForm = Type.Intersect(
  [
    ApplicationFormSummary,
    Type.Object({
      answers: Type.Record(Type.String(), Type.Unknown()),
      definition_versions: Type.Record(Type.String(), Type.Integer()),
      pending: Type.Array(Type.String(), { description: 'Required questions still unanswered, in order.' }),
      progress: Type.Number({ minimum: 0, maximum: 1 }),
      finished_at: Nullable(IsoDateTime),
      tax_id_type: Nullable(
        Type.String({ description: "The account's tax id type (CNPJ, RFC...): what the tax id question asks for." }),
      ),
      prefilled_from: Nullable(
        Type.Object(
          { id: Type.String(), created_at: IsoDateTime },
          {
            description:
              "The account's earlier questionnaire whose common answers (company, shareholders, key persons...) this one started with; null when none.",
          },
        ),
      ),
    }),
  ],
  { title: 'ApplicationForm' },
);

export const StartApplicationForm = Type.Object(
  {
    products: Products,
    replace: Type.Optional(
      Type.Boolean({ description: 'Close the questionnaire in progress and start this one (asked for confirmation).' }),
    ),
  },
  { title: 'StartApplicationForm', additionalProperties: false },
);

export const SaveApplicationForm = Type.Object(
  {
    version: Version,
    answers: Type.Optional(Answers),
    products: Type.Optional(Products),
  },
  {
    title: 'SaveApplicationForm',
    additionalProperties: false,
    description: 'Only the answers changed since `version`; others’ changes since then are merged per question.',
  },
);

export const FinishApplicationForm = Type.Object(
  {
    version: Version,
    language: Type.Optional(Type.Enum([...LANGUAGES], { description: 'The language of the confirmation mail.' })),
  },
  { title: 'FinishApplicationForm', additionalProperties: false },
);

export const ShareApplicationForm = Type.Object(
  {
    email: Type.String({ maxLength: 254 }),
    language: Type.Optional(Type.Enum([...LANGUAGES])),
  },
  { title: 'ShareApplicationForm', additionalProperties: false },
);

export const FormShare = Type.Object(
  {
    id: Type.String(),
    email: Type.String(),
    expires_at: IsoDateTime,
    revoked_at: Nullable(IsoDateTime),
    last_used_at: Nullable(IsoDateTime),
    created_at: IsoDateTime,
  },
  { title: 'FormShare' },
);

export const ShareTokenHeader = Type.Object({
  'x-share-token': Type.String({ minLength: 1, maxLength: 200, description: 'The token of the shared link.' }),
});
