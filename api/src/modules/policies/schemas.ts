// What the API answers about a policy.
import { Type } from 'typebox';
import { POLICY_STATUSES, PRODUCTS } from '@platform/domain';
import { IsoDate, IsoDateTime, Money, Nullable } from '../../lib/schemas';

export const Policy = Type.Object(
  {
    id: Type.String(),
    account_id: Type.String(),
    product: Type.Enum([...PRODUCTS]),
    insurer: Type.String(),
    policy_number: Type.String(),
    status: Type.Enum([...POLICY_STATUSES]),
    effective_date: IsoDate,
    expiry_date: IsoDate,
    coverage_limit: Money,
    currency: Type.String(),
    created_at: IsoDateTime,
    // Issued from a checkout (issue 12); null on older policies.
    quote_id: Nullable(Type.String()),
    checkout_id: Nullable(Type.String()),
    retention: Nullable(Type.String()),
    gross_premium: Nullable(Money),
    total_premium: Nullable(Money),
    instalments: Type.Array(
      Type.Object(
        { number: Type.Integer(), due_date: IsoDate, amount: Money, iof: Money },
        { title: 'PolicyInstalment' },
      ),
    ),
    issued_at: Nullable(IsoDateTime),
  },
  { title: 'Policy' },
);
