// "Add company": a broker brings a customer in by CNPJ and its administrator's e-mail (add-company.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { brokerCompanyProblems, LANGUAGES, MAX_NAME_LENGTH } from '@platform/domain';
import type { AppConfig } from '../../config';
import { principalOf } from '../../lib/auth/principal';
import { refuseFields } from '../../lib/field-problems';
import { bearer, withErrors } from '../../lib/schemas';
import { languageOfLocale } from '../invitations';
import { addBrokerCompany } from './add-company';

const AddCompanyBody = Type.Object(
  {
    tax_id: Type.String({ maxLength: 30, description: 'The company’s CNPJ, with or without punctuation' }),
    company_name: Type.String({ maxLength: 200 }),
    administrator_name: Type.String({ maxLength: MAX_NAME_LENGTH }),
    administrator_email: Type.String({ maxLength: 254 }),
    language: Type.Optional(
      Type.Enum([...LANGUAGES], { description: 'The language of the invitation mail; default the broker’s own.' }),
    ),
  },
  { title: 'BrokerCompanyInput', additionalProperties: false },
);

const AddCompanyAnswer = Type.Object(
  {
    outcome: Type.Enum(['INVITED', 'IN_BOOK'], {
      description: 'INVITED: the administrator was mailed (again); IN_BOOK: the company is already in this book',
    }),
    company_id: Type.String(),
    administrator_email: Type.String(),
  },
  { title: 'BrokerCompanyAdded' },
);

const routes: FastifyPluginAsyncTypebox<{ config: AppConfig }> = async (app, { config }) => {
  app.post(
    '/broker/companies',
    {
      schema: {
        operationId: 'addBrokerCompany',
        tags: ['broker'],
        summary:
          'Bring a company into the book: its administrator is invited; accepting makes this brokerage its broker of record',
        description:
          'Field problems: 400 (tax_id INVALID_TAX_ID, administrator_email INVALID_EMAIL, others VALIDATION_FAILED). ' +
          'A company under another broker: 409 COMPANY_REGISTERED_WITH_OTHER_BROKER, nothing changes. A company with an account ' +
          'of its own and no broker: 409 ACCOUNT_ALREADY_EXISTS. An administrator e-mail of a broker, operations or disabled user: 409 EMAIL_ALREADY_REGISTERED.',
        security: bearer,
        body: AddCompanyBody,
        response: withErrors(AddCompanyAnswer),
      },
      preValidation: [app.authenticate, app.requireBroker],
    },
    async (request) => {
      refuseFields(brokerCompanyProblems(request.body));
      const principal = principalOf(request);
      return addBrokerCompany(
        app.database.db,
        {
          brokerId: principal.broker!.id,
          inviter: principal.user,
          language: request.body.language ?? languageOfLocale(principal.user.locale),
          publicUrl: config.publicUrl,
        },
        request.body,
      );
    },
  );
};

export default routes;
