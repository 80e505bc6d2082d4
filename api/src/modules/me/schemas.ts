// What GET /v3/me answers.
import { Type } from 'typebox';
import { ACCOUNT_KINDS, BROKER_ROLES, BROKER_STATUSES, COUNTRIES, CUSTOMER_ROLES, ROLES } from '@platform/domain';
import { Nullable } from '../../lib/schemas';

const MeAccount = Type.Object({
  id: Type.String(),
  legal_name: Type.String(),
  kind: Type.Enum([...ACCOUNT_KINDS]),
  country: Type.Enum([...COUNTRIES]),
  tax_id_type: Type.String(),
  tax_id: Type.String(),
  role: Type.Enum([...CUSTOMER_ROLES]),
  website: Nullable(Type.String()),
  billing_email: Nullable(Type.String()),
  owner_email: Nullable(Type.String()),
  user_kam: Nullable(Type.String()),
});

const MeBroker = Type.Object({
  id: Type.String(),
  legal_name: Type.String(),
  name: Type.String(),
  tax_id: Type.String(),
  email: Type.String(),
  owner_email: Nullable(Type.String()),
  status: Type.Enum([...BROKER_STATUSES]),
  role: Type.Enum([...BROKER_ROLES]),
  kam_id: Nullable(
    Type.String({ description: 'The brokerage’s key account manager (broker/kam/:kamId), if assigned.' }),
  ),
  city: Nullable(Type.String()),
  address: Nullable(Type.String()),
  address_number: Nullable(Type.String()),
  postal_code: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  website: Nullable(Type.String()),
  needs_bank_info: Type.Boolean(),
});

export const Me = Type.Object(
  {
    user: Type.Object({
      id: Type.String(),
      email: Type.String(),
      first_name: Type.String(),
      last_name: Type.String(),
      locale: Type.String(),
    }),
    role: Nullable(Type.Enum([...ROLES])),
    accounts: Type.Array(MeAccount),
    broker: Nullable(MeBroker),
  },
  { title: 'Me' },
);
