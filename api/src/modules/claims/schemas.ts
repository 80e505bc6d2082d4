// What the API answers about a claim.
import { Type } from 'typebox';
import { CLAIM_STATUSES } from '@platform/domain';
import { IsoDateTime, Nullable } from '../../lib/schemas';

export const Claim = Type.Object(
  {
    id: Type.String(),
    account_id: Type.String(),
    policy_id: Nullable(Type.String()),
    protocol_number: Type.String(),
    type: Type.String(),
    status: Type.Enum([...CLAIM_STATUSES]),
    description: Type.String(),
    created_at: IsoDateTime,
    updated_at: IsoDateTime,
  },
  { title: 'Claim' },
);
