// GET /v3/me: who the caller is, which accounts (tenants) they act for, and their broker.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { principalOf } from '../../lib/auth/principal';
import { bearer, withErrors } from '../../lib/schemas';
import { Me } from './schemas';

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
          kam_id: broker.kam_id,
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
