// What the API answers about a policy.
import { Type } from 'typebox';
import { POLICY_STATUSES, PRODUCTS } from '@platform/domain';
import { IsoDate, IsoDateTime, Money } from '../../lib/schemas';

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
  },
  { title: 'Policy' },
);
