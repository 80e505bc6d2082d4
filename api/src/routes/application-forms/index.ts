// The customer's application questionnaires (IPAF) and where each one stands.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { desc, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { APPLICATION_FORM_STATUSES, PRODUCTS } from '@platform/domain';
import { applicationForms } from '../../db/schema';
import { AccountHeader, bearer, IsoDateTime, ListOf, withErrors } from '../schemas';

export const ApplicationForm = Type.Object(
  {
    id: Type.String(),
    account_id: Type.String(),
    status: Type.Enum([...APPLICATION_FORM_STATUSES]),
    products: Type.Array(Type.Enum([...PRODUCTS])),
    version: Type.Integer({ description: 'Send it back on writes; a stale one is refused with 409 STALE_VERSION.' }),
    created_at: IsoDateTime,
    updated_at: IsoDateTime,
  },
  { title: 'ApplicationForm' },
);

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/application-forms',
    {
      schema: {
        operationId: 'listApplicationForms',
        tags: ['application-forms'],
        summary: 'Application forms of the current account',
        security: bearer,
        headers: AccountHeader,
        response: withErrors(ListOf(ApplicationForm, 'ApplicationFormList')),
      },
      preHandler: [app.authenticate, app.requireCustomer],
    },
    async (request) => {
      const rows = await app.database.db.select().from(applicationForms).where(eq(applicationForms.account_id, request.accountId!)).orderBy(desc(applicationForms.updated_at));
      return {
        items: rows.map((row) => ({
          ...row,
          status: row.status as (typeof APPLICATION_FORM_STATUSES)[number],
          products: row.products as (typeof PRODUCTS)[number][],
          created_at: row.created_at.toISOString(),
          updated_at: row.updated_at.toISOString(),
        })),
      };
    },
  );
};

export default routes;
