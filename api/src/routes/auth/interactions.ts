// The product's own login screen (auth/login?interaction=<uid>, in mfe-onboarding) drives the
// embedded provider's interaction through these two routes, then sends the browser to redirectTo.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import type Provider from 'oidc-provider';
import { Type } from 'typebox';
import { decoyHash, verifyPassword } from '../../auth/passwords';
import type { AppConfig } from '../../config';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import { Nullable, withErrors } from '../schemas';

const UidParams = Type.Object({ uid: Type.String({ minLength: 1, maxLength: 64, pattern: '^[\\w-]+$' }) });
const InteractionInfo = Type.Object(
  {
    uid: Type.String(),
    prompt: Type.String({ description: 'What the provider needs: "login" for the sign-in form.' }),
    clientId: Type.String(),
    uiLocales: Nullable(Type.String()),
    loginHint: Nullable(Type.String()),
  },
  { title: 'InteractionInfo' },
);
const LoginBody = Type.Object({ email: Type.String({ minLength: 1, maxLength: 320 }), password: Type.String({ minLength: 1, maxLength: 1024 }) }, { title: 'LoginRequest' });
const LoginResult = Type.Object({ redirectTo: Type.String({ description: 'Where the browser goes next to finish sign-in' }) }, { title: 'LoginResult' });

const text = (value: unknown) => (typeof value === 'string' ? value : null);

const routes: FastifyPluginAsyncTypebox<{ provider: Provider; config: AppConfig }> = async (app, { provider }) => {
  const findInteraction = async (uid: string) => {
    const interaction = await provider.Interaction.find(uid);
    if (!interaction) throw new AppError('INTERACTION_EXPIRED');
    return interaction;
  };

  app.get(
    '/auth/interactions/:uid',
    {
      schema: { operationId: 'getInteraction', tags: ['auth'], summary: 'The sign-in attempt the provider sent the browser with', params: UidParams, response: withErrors(InteractionInfo) },
    },
    async (request) => {
      const interaction = await findInteraction(request.params.uid);
      return {
        uid: interaction.uid,
        prompt: interaction.prompt.name,
        clientId: String(interaction.params.client_id ?? ''),
        uiLocales: text(interaction.params.ui_locales),
        loginHint: text(interaction.params.login_hint),
      };
    },
  );

  app.post(
    '/auth/interactions/:uid/login',
    {
      schema: { operationId: 'submitLogin', tags: ['auth'], summary: 'Checks e-mail and password; answers where to resume sign-in', params: UidParams, body: LoginBody, response: withErrors(LoginResult) },
      config: { rateLimit: app.rateLimits.signIn },
    },
    async (request) => {
      const interaction = await findInteraction(request.params.uid);
      const email = request.body.email.trim().toLowerCase();
      const [user] = await app.database.db.select().from(users).where(eq(users.email, email)).limit(1);
      // An unknown e-mail still costs one scrypt, so the answer's timing does not reveal it.
      const passwordOk = await verifyPassword(request.body.password, user?.password_hash ?? (await decoyHash()));
      if (!user || !user.password_hash || !passwordOk) throw new AppError('INVALID_CREDENTIALS');
      if (user.status === 'PENDING_CONFIRMATION' || user.status === 'DISABLED') throw new AppError('ACCOUNT_NOT_ACTIVE');
      if (user.status === 'PASSWORD_RESET_REQUIRED') throw new AppError('PASSWORD_RESET_REQUIRED');

      interaction.result = { ...interaction.lastSubmission, login: { accountId: user.id } };
      await interaction.save(Math.max(interaction.exp - Math.floor(Date.now() / 1000), 1));
      return { redirectTo: interaction.returnTo };
    },
  );
};

export default routes;
