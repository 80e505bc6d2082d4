// What the checkout screen sends and reads.
import { Type } from 'typebox';
import {
  CHECKOUT_STATUSES,
  COUNTRIES,
  MAX_INSTALMENTS,
  PRODUCTS,
  QUOTE_STATUSES,
  SIGNATURE_STATUSES,
  SIGNER_TYPES,
} from '@platform/domain';
import { IsoDate, IsoDateTime, Money, Nullable, Version } from '../../lib/schemas';

const Name = Type.String({ minLength: 1, maxLength: 200 });
const Email = Type.String({ minLength: 3, maxLength: 254 });

const fields = {
  start_date: IsoDate,
  signer_type: Type.Enum([...SIGNER_TYPES]),
  signer_name: Name,
  signer_email: Email,
  admin_name: Name,
  admin_email: Email,
  instalments: Type.Integer({ minimum: 1, maximum: MAX_INSTALMENTS }),
  // What the screen showed. Accepted so an older screen is not refused, and ignored: the API
  // recomputes every figure from the quote with the same domain function (countryCheckout).
  shown_total_premium: Type.Optional(Money),
  shown_instalment_amount: Type.Optional(Money),
};

export const CreateCheckout = Type.Object(fields, { title: 'CreateCheckout', additionalProperties: false });
export const UpdateCheckout = Type.Object(
  { ...fields, version: Version },
  { title: 'UpdateCheckout', additionalProperties: false },
);
export const SendForSignature = Type.Object(
  { version: Version },
  { title: 'SendForSignature', additionalProperties: false },
);

export const CheckoutSummaryView = Type.Object(
  {
    gross_premium: Money,
    interest: Money,
    // Brazil's IOF ("0.00" elsewhere); `tax` is the country's premium taxes in all, `taxes` each one.
    iof: Money,
    tax: Money,
    taxes: Type.Array(Type.Object({ code: Type.String(), rate: Type.Number(), amount: Money })),
    // Mexico's derecho de póliza ("0.00" where the country has none).
    policy_fee: Money,
    // The desk's own lines (a US state's surplus-lines tax, its stamping fee).
    charges: Type.Array(Type.Object({ code: Type.String(), amount: Money })),
    total_premium: Money,
    instalment_amount: Money,
    with_interest: Type.Boolean(),
    instalments: Type.Array(Type.Object({ number: Type.Integer(), amount: Money, iof: Money, tax: Money })),
  },
  { title: 'CheckoutSummary' },
);

export const Checkout = Type.Object(
  {
    id: Type.String(),
    quote_id: Type.String(),
    account_id: Type.String(),
    product: Type.Enum([...PRODUCTS]),
    status: Type.Enum([...CHECKOUT_STATUSES]),
    start_date: IsoDate,
    end_date: IsoDate,
    signer_type: Type.Enum([...SIGNER_TYPES]),
    signer_name: Type.String(),
    signer_email: Type.String(),
    admin_name: Type.String(),
    admin_email: Type.String(),
    instalments: Type.Integer(),
    currency: Type.String(),
    summary: CheckoutSummaryView,
    broker: Nullable(Type.Object({ name: Type.String(), commission_rate: Type.Number(), commission: Money })),
    signature: Nullable(
      Type.Object({
        status: Type.Enum([...SIGNATURE_STATUSES]),
        signer_email: Type.String(),
        sent_at: IsoDateTime,
        expires_at: IsoDateTime,
        signed_at: Nullable(IsoDateTime),
      }),
    ),
    policy: Nullable(Type.Object({ id: Type.String(), policy_number: Type.String(), status: Type.String() })),
    version: Type.Integer(),
    created_at: IsoDateTime,
    updated_at: IsoDateTime,
  },
  { title: 'Checkout' },
);

export const QuoteCheckout = Type.Object(
  {
    quote: Type.Object({
      id: Type.String(),
      product: Type.Enum([...PRODUCTS]),
      insurer: Nullable(Type.String()),
      coverage_limit: Nullable(Money),
      gross_premium: Nullable(Money),
      retention: Nullable(Type.String()),
      currency: Type.String(),
      country: Type.Enum([...COUNTRIES]),
      // The desk's own lines, which the checkout adds as given.
      charges: Type.Array(Type.Object({ code: Type.String(), amount: Money })),
      status: Type.Enum([...QUOTE_STATUSES]),
      expires_at: Nullable(IsoDateTime),
      // The start date asked for in the questionnaire the quote answers (null without one).
      requested_start_date: Nullable(IsoDate),
      // A renewal's: the day the renewed policy ends (or today, once it passed); the only start date allowed.
      renewal_start_date: Nullable(IsoDate),
    }),
    checkout: Nullable(Checkout),
    broker: Nullable(Type.Object({ name: Type.String(), commission_rate: Type.Number() })),
    may_edit: Type.Boolean(),
  },
  { title: 'QuoteCheckout' },
);
