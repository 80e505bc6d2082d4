// The customer's application questionnaires (IPAF) and where each one stands.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AccountHeader, bearer, IdParams, ListOf, withErrors } from '../../lib/schemas';
import { listApplicationForms } from './queries';
import { saveApplicationForm } from './save-application-form';
import { ApplicationForm, SaveApplicationForm } from './schemas';

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
    async (request) => ({ items: await listApplicationForms(app.database.db, request.accountId!) }),
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
    async (request) => saveApplicationForm(app, request.accountId!, request.params.id, request.body),
  );
};

export default routes;
