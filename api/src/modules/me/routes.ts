// GET /v3/me: who the caller is, which accounts (tenants) they act for, and their broker.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ACCOUNT_KINDS, BROKER_ROLES, BROKER_STATUSES, COUNTRIES, CUSTOMER_ROLES, ROLES } from '@platform/domain';
import { principalOf } from '../../lib/auth/principal';
import { bearer, Nullable, withErrors } from '../../lib/schemas';

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

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/me',
    {
      schema: {
        operationId: 'getMe',
        tags: ['session'],
        summary: 'The signed-in user, their accounts and broker',
        security: bearer,
        response: withErrors(Me),
      },
      preValidation: [app.authenticate],
    },
    async (request) => {
      const { user, accounts, broker, role } = principalOf(request);
      return {
        user: {
          id: user.id,
          email: user.email,
          first_name: user.first_name,
          last_name: user.last_name,
          locale: user.locale,
        },
        role,
        accounts: accounts.map((a) => ({
          id: a.id,
          legal_name: a.legal_name,
          kind: a.kind,
          country: a.country,
          tax_id_type: a.tax_id_type,
          tax_id: a.tax_id,
          role: a.role,
          website: a.website,
          billing_email: a.billing_email,
          owner_email: a.owner_email,
          user_kam: a.user_kam,
        })),
        broker: broker && {
          id: broker.id,
          legal_name: broker.legal_name,
          name: broker.name,
          tax_id: broker.tax_id,
          email: broker.email,
          // The broker's own contact is its registration e-mail.
          owner_email: broker.email,
          status: broker.status,
          role: broker.role,
          city: broker.city,
          address: broker.address,
          address_number: broker.address_number,
          postal_code: broker.postal_code,
          phone: broker.phone,
          website: broker.website,
          needs_bank_info: broker.needs_bank_info,
        },
      };
    },
  );
};

export default routes;
