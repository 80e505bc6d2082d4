// What the API answers about a quote.
import { Type } from 'typebox';
import { PRODUCTS, QUOTE_STATUSES } from '@platform/domain';
import { IsoDateTime, Money, Nullable } from '../../lib/schemas';

export const Quote = Type.Object(
  {
    id: Type.String(),
    account_id: Type.String(),
    application_form_id: Nullable(Type.String()),
    product: Type.Enum([...PRODUCTS]),
    insurer: Nullable(Type.String()),
    coverage_limit: Nullable(Money),
    gross_premium: Nullable(Money),
    currency: Type.String(),
    status: Type.Enum([...QUOTE_STATUSES]),
    recommended: Type.Boolean(),
    expires_at: Nullable(IsoDateTime),
    created_at: IsoDateTime,
  },
  { title: 'Quote' },
);
