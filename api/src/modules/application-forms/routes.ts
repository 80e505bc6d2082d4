// The customer's application questionnaires (IPAF) and where each one stands.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, desc, eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { APPLICATION_FORM_STATUSES, LIVE_TOPICS, PRODUCTS } from '@platform/domain';
import { applicationForms } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { AccountHeader, bearer, IdParams, IsoDateTime, ListOf, Version, withErrors } from '../../lib/schemas';

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

const SaveApplicationForm = Type.Object(
  {
    version: Version,
    products: Type.Optional(Type.Array(Type.Enum([...PRODUCTS]), { uniqueItems: true })),
  },
  { title: 'SaveApplicationForm', additionalProperties: false },
);

type FormRow = typeof applicationForms.$inferSelect;
const toApplicationForm = (row: FormRow) => ({
  ...row,
  status: row.status as (typeof APPLICATION_FORM_STATUSES)[number],
  products: row.products as (typeof PRODUCTS)[number][],
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

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
      preValidation: [app.authenticate, app.requireCustomer],
    },
    async (request) => {
      const rows = await app.database.db
        .select()
        .from(applicationForms)
        .where(eq(applicationForms.account_id, request.accountId!))
        .orderBy(desc(applicationForms.updated_at));
      return { items: rows.map(toApplicationForm) };
    },
  );

  app.patch(
    '/application-forms/:id',
    {
      schema: {
        operationId: 'saveApplicationForm',
        tags: ['application-forms'],
        summary: 'Saves the questionnaire; everyone else with access to the account is told it changed (live update)',
        security: bearer,
        headers: AccountHeader,
        params: IdParams,
        body: SaveApplicationForm,
        response: withErrors(ApplicationForm),
      },
      preValidation: [app.authenticate, app.requireCustomer],
    },
    async (request) => {
      const { id } = request.params;
      const { version, products } = request.body;
      const ofAccount = and(eq(applicationForms.id, id), eq(applicationForms.account_id, request.accountId!));
      // One statement decides: only the version the client loaded is overwritten, never a newer one.
      const [saved] = await app.database.db
        .update(applicationForms)
        .set({
          ...(products ? { products } : {}),
          version: sql`${applicationForms.version} + 1`,
          updated_at: new Date(),
        })
        .where(and(ofAccount, eq(applicationForms.version, version)))
        .returning();
      if (!saved) {
        const [existing] = await app.database.db
          .select({ id: applicationForms.id })
          .from(applicationForms)
          .where(ofAccount)
          .limit(1);
        throw new AppError(existing ? 'STALE_VERSION' : 'NOT_FOUND');
      }
      await app.publishLive({
        accountId: saved.account_id,
        topic: LIVE_TOPICS.applicationForm,
        id: saved.id,
        version: saved.version,
      });
      return toApplicationForm(saved);
    },
  );
};

export default routes;
