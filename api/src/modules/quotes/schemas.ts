// What the API answers about a quote.
import { Type } from 'typebox';
import {
  PRODUCTS,
  QUOTE_COVERAGES,
  QUOTE_EXCLUSIONS,
  QUOTE_GROUPS,
  QUOTE_STATUSES,
  QUOTE_SUBJECTIVITY_CODES,
  SUBJECTIVITY_DUE_POINTS,
  TERRITORIAL_SCOPES,
  UNDERWRITING_REASONS,
} from '@platform/domain';
import { IsoDate, IsoDateTime, Money, Nullable } from '../../lib/schemas';

export const QuoteEvidence = Type.Object(
  {
    id: Type.String(),
    subjectivity: Type.Enum([...QUOTE_SUBJECTIVITY_CODES]),
    file_name: Type.String(),
    content_type: Type.String(),
    size: Type.Integer(),
    created_at: IsoDateTime,
  },
  { title: 'QuoteEvidence' },
);

export const Quote = Type.Object(
  {
    id: Type.String(),
    account_id: Type.String(),
    application_form_id: Nullable(Type.String()),
    product: Type.Enum([...PRODUCTS]),
    insurer: Nullable(Type.String()),
    coverage_limit: Nullable(Money),
    gross_premium: Nullable(Money),
    retention: Nullable(Type.String()),
    currency: Type.String(),
    /** Lines the desk wrote beside the premium (a US state's surplus-lines tax and stamping fee), in `currency`. */
    charges: Type.Array(Type.Object({ code: Type.String(), amount: Money })),
    /** Computed: a quote past its date reads EXPIRED at once, before the expiry job stores it. */
    status: Type.Enum([...QUOTE_STATUSES]),
    group: Nullable(Type.Enum([...QUOTE_GROUPS])),
    recommended: Type.Boolean(),
    expires_at: Nullable(IsoDateTime),
    created_at: IsoDateTime,
    selected_at: Nullable(IsoDateTime),
    config_version: Nullable(Type.String()),
    coverages: Type.Array(Type.Enum([...QUOTE_COVERAGES])),
    sublimits: Type.Array(
      Type.Object({ coverage: Type.Enum([...QUOTE_COVERAGES]), share: Type.Number(), amount: Nullable(Money) }),
    ),
    exclusions: Type.Array(Type.Enum([...QUOTE_EXCLUSIONS])),
    subjectivities: Type.Array(
      Type.Object({
        code: Type.Enum([...QUOTE_SUBJECTIVITY_CODES]),
        due: Type.Enum([...SUBJECTIVITY_DUE_POINTS]),
        open: Type.Boolean(),
        evidence: Type.Array(QuoteEvidence),
      }),
    ),
    /** Subjectivities due before binding without evidence yet: checkout refuses signing while any is open. */
    open_pre_bind_subjectivities: Type.Integer(),
    territorial_scope: Nullable(Type.Enum([...TERRITORIAL_SCOPES])),
    retroactive_date: Nullable(IsoDate),
    insurance_code: Nullable(Type.String()),
  },
  { title: 'Quote' },
);

/** A product underwriting declined: why, in codes the customer reads, and when it may be sent again. */
export const DeclinedProduct = Type.Object(
  {
    application_form_id: Type.String(),
    product: Type.Enum([...PRODUCTS]),
    reasons: Type.Array(Type.Enum([...UNDERWRITING_REASONS])),
    decided_at: IsoDateTime,
    resubmit_from: IsoDateTime,
  },
  { title: 'DeclinedProduct' },
);

export const QuoteList = Type.Object(
  { items: Type.Array(Quote), declined: Type.Array(DeclinedProduct) },
  { title: 'QuoteList' },
);

export const EvidenceQuery = Type.Object({
  subjectivity: Type.Enum([...QUOTE_SUBJECTIVITY_CODES]),
  file_name: Type.String({ minLength: 1, maxLength: 200 }),
});
