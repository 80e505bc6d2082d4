// What the API answers about a member of an account (an invitation not yet accepted included).
import { Type } from 'typebox';
import { CUSTOMER_ROLES, MEMBER_STATUSES } from '@platform/domain';
import { IsoDateTime, Nullable } from '../../lib/schemas';

export const Member = Type.Object(
  {
    id: Type.String({ description: 'The membership id' }),
    user_id: Type.String(),
    email: Type.String(),
    first_name: Type.String(),
    last_name: Type.String(),
    full_name: Type.String(),
    role: Type.Enum([...CUSTOMER_ROLES]),
    status: Type.Enum([...MEMBER_STATUSES]),
    created_at: IsoDateTime,
    invited_at: Nullable(IsoDateTime),
  },
  { title: 'Member' },
);
