// POST /v3/brokers/sign-up: public, creates the person's user and the pending brokerage.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { COUNTRIES, LANGUAGES } from '@platform/domain';
import { signUpBroker } from './sign-up';
import { withErrors } from '../../lib/schemas';

const Text = (max = 200) => Type.String({ maxLength: max });

const BrokerSignUpRequest = Type.Object(
  {
    country: Type.Enum([...COUNTRIES]),
    language: Type.Enum([...LANGUAGES]),
    first_name: Text(100),
    last_name: Text(100),
    email: Text(320),
    password: Type.String({ maxLength: 1024 }),
    accept_terms: Type.Boolean(),
    legal_name: Text(),
    trade_name: Text(),
    tax_id: Text(40),
    phone: Text(30),
    website: Text(500),
  },
  { title: 'BrokerSignUpRequest' },
);
const BrokerSignUpResult = Type.Object(
  { broker_id: Type.String(), email: Type.String() },
  { title: 'BrokerSignUpResult' },
);

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/brokers/sign-up',
    {
      schema: {
        operationId: 'signUpBroker',
        tags: ['broker registration'],
        summary: 'Creates the broker user and the brokerage (pending approval); the person then signs in',
        body: BrokerSignUpRequest,
        response: withErrors(BrokerSignUpResult),
      },
      // The budget of every public account-creation entry point (api/src/plugins/external/rate-limit.ts).
      config: { rateLimit: app.rateLimits.signUp },
    },
    async (request) => {
      const { language, ...input } = request.body;
      const { brokerId } = await signUpBroker(app.database.db, input, language);
      return { broker_id: brokerId, email: input.email.trim().toLowerCase() };
    },
  );
};

export default routes;
