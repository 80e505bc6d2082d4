// Public account routes: sign-up, e-mail confirmation, and password reset by e-mail. No token is
// needed or read: a signed-in caller signs up like anybody else (a new e-mail, a new user).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ACCOUNT_KINDS, COUNTRIES, LANGUAGES } from '@platform/domain';
import { confirmEmail, requestPasswordReset, resendConfirmation, resetPassword } from './account-mail';
import { signUp } from './sign-up';
import { preApplicationProblems } from './pre-application';
import type { AppConfig } from '../../config';
import { spend } from '../../lib/limits/counters';
import { withErrors } from '../../lib/schemas';

const Language = Type.Union(LANGUAGES.map((language) => Type.Literal(language)));
const Country = Type.Union(COUNTRIES.map((country) => Type.Literal(country)));
// Lengths only: the field rules (e-mail, tax id, password) are the shared ones, checked in the
// handler so each problem comes back under its field with its catalogue code.
const SignUpBody = Type.Object(
  {
    kind: Type.Union(ACCOUNT_KINDS.map((kind) => Type.Literal(kind))),
    country: Country,
    language: Language,
    name: Type.String({ maxLength: 200 }),
    email: Type.String({ maxLength: 320 }),
    organisation: Type.Optional(Type.String({ maxLength: 200 })),
    taxIdType: Type.String({ maxLength: 10 }),
    taxId: Type.String({ maxLength: 40 }),
    password: Type.String({ maxLength: 1024 }),
    termsAccepted: Type.Boolean(),
  },
  { title: 'SignUpRequest' },
);
const SignUpResult = Type.Object(
  { email: Type.String(), status: Type.Literal('PENDING_CONFIRMATION') },
  { title: 'SignUpResult' },
);
const TokenBody = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) }, { title: 'LinkToken' });
const EmailBody = Type.Object(
  { email: Type.String({ minLength: 1, maxLength: 320 }), language: Language },
  { title: 'MailRequest' },
);
const NewPasswordBody = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 200 }), password: Type.String({ maxLength: 1024 }) },
  { title: 'NewPassword' },
);
const TaxIdCheckBody = Type.Object(
  {
    country: Country,
    taxIdType: Type.String({ maxLength: 10 }),
    taxId: Type.String({ maxLength: 40 }),
  },
  { title: 'TaxIdCheck' },
);
const Confirmed = Type.Object({ email: Type.String() }, { title: 'AccountEmail' });
const Accepted = Type.Object({ accepted: Type.Literal(true) }, { title: 'Accepted' });

const routes: FastifyPluginAsyncTypebox<{ config: AppConfig }> = async (app, { config }) => {
  // The shared public-entry limits (plugins/external/rate-limit.ts): per address, or per address
  // and e-mail for mail requests, so one attacker cannot block everyone's mail.
  const perIp = { rateLimit: app.rateLimits.signUp };
  // Mail to one address: limited per address (whatever client asks) and across all clients, on top of the per-client limit.
  const spendMailBudget = async (email: string) => {
    await spend(db(), `mail:${email.trim().toLowerCase()}`, config.accountRateLimit.max, 60 * 60_000);
    await spend(db(), 'auth:global', config.globalAuthRateLimit.max, 60_000);
  };
  const perEmail = { rateLimit: app.rateLimits.accountEmail };
  const db = () => app.database.db;

  app.get(
    '/accounts/sign-up/options',
    {
      schema: {
        operationId: 'getSignUpOptions',
        tags: ['accounts'],
        summary: 'What the public account screens offer (Google sign-in when a Google client is configured)',
        response: withErrors(Type.Object({ googleSignIn: Type.Boolean() }, { title: 'SignUpOptions' })),
      },
    },
    async () => ({ googleSignIn: Boolean(config.google) }),
  );

  app.post(
    '/accounts/sign-up',
    {
      schema: {
        operationId: 'signUp',
        tags: ['accounts'],
        summary: 'Creates a user, its account (administrator) and sends the confirmation mail',
        body: SignUpBody,
        response: withErrors(SignUpResult),
      },
      config: perIp,
    },
    async (request) => {
      const { email } = await signUp(db(), request.body, config.publicUrl);
      return { email, status: 'PENDING_CONFIRMATION' as const };
    },
  );

  app.post(
    '/accounts/sign-up/tax-id-check',
    {
      schema: {
        operationId: 'checkSignUpTaxId',
        tags: ['accounts'],
        summary:
          "The guest's pre-application: whether a tax id may open an account (ACCOUNT_ALREADY_EXISTS, COMPANY_REGISTERED_WITH_OTHER_BROKER)",
        body: TaxIdCheckBody,
        response: withErrors(Accepted),
      },
      config: perIp,
    },
    async (request) => {
      await preApplicationProblems(db(), request.body);
      return { accepted: true as const };
    },
  );

  app.post(
    '/accounts/email-confirmation',
    {
      schema: {
        operationId: 'confirmEmail',
        tags: ['accounts'],
        summary: 'Uses an e-mail confirmation link: the user becomes active',
        body: TokenBody,
        response: withErrors(Confirmed),
      },
      config: perIp,
    },
    async (request) => confirmEmail(db(), request.body.token),
  );

  app.post(
    '/accounts/email-confirmation/resend',
    {
      schema: {
        operationId: 'resendEmailConfirmation',
        tags: ['accounts'],
        summary: 'Sends the confirmation mail again; same answer whether the e-mail is known or not',
        body: EmailBody,
        response: withErrors(Accepted),
      },
      config: perEmail,
    },
    async (request) => {
      await spendMailBudget(request.body.email);
      await resendConfirmation(db(), request.body.email, request.body.language, config.publicUrl);
      return { accepted: true as const };
    },
  );

  app.post(
    '/accounts/password-reset',
    {
      schema: {
        operationId: 'requestPasswordReset',
        tags: ['accounts'],
        summary: 'Sends a password reset link; same answer whether the e-mail is known or not',
        body: EmailBody,
        response: withErrors(Accepted),
      },
      config: perEmail,
    },
    async (request) => {
      await spendMailBudget(request.body.email);
      await requestPasswordReset(db(), request.body.email, request.body.language, config.publicUrl);
      return { accepted: true as const };
    },
  );

  app.post(
    '/accounts/password-reset/confirm',
    {
      schema: {
        operationId: 'resetPassword',
        tags: ['accounts'],
        summary: 'Uses a password reset link to set a new password',
        body: NewPasswordBody,
        response: withErrors(Confirmed),
      },
      config: perIp,
    },
    async (request) => resetPassword(db(), request.body.token, request.body.password),
  );
};

export default routes;
