// The product's own login screen (auth/login?interaction=<uid>, in mfe-onboarding) drives the
// embedded provider's interaction through these two routes, then sends the browser to redirectTo.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import type Provider from 'oidc-provider';
import { Type } from 'typebox';
import { finishGoogleSignIn, startGoogleSignIn, type ExternalIdentity } from './google';
import { requestPasswordReset } from '../accounts';
import { languageOfLocale } from '../invitations';
import { decoyHash, verifyPassword } from '../../lib/auth/passwords';
import { assertMayTry, clearFailures, FREE_FAILURES, recordFailure } from '../../lib/auth/sign-in-guard';
import type { AppConfig } from '../../config';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { spend } from '../../lib/limits/counters';
import { Nullable, withErrors } from '../../lib/schemas';

const UidParams = Type.Object({ uid: Type.String({ minLength: 1, maxLength: 64, pattern: '^[\\w-]+$' }) });
const InteractionInfo = Type.Object(
  {
    uid: Type.String(),
    prompt: Type.String({ description: 'What the provider needs: "login" for the sign-in form.' }),
    clientId: Type.String(),
    uiLocales: Nullable(Type.String()),
    loginHint: Nullable(Type.String()),
    googleSignIn: Type.Boolean({
      description: 'Whether "Continue with Google" is offered (a Google client is configured).',
    }),
  },
  { title: 'InteractionInfo' },
);
const LoginBody = Type.Object(
  { email: Type.String({ minLength: 1, maxLength: 320 }), password: Type.String({ minLength: 1, maxLength: 1024 }) },
  { title: 'LoginRequest' },
);
const LoginResult = Type.Object(
  { redirectTo: Type.String({ description: 'Where the browser goes next to finish sign-in' }) },
  { title: 'LoginResult' },
);

const text = (value: unknown) => (typeof value === 'string' ? value : null);

const routes: FastifyPluginAsyncTypebox<{ provider: Provider; config: AppConfig }> = async (
  app,
  { provider, config },
) => {
  const findInteraction = async (uid: string) => {
    const interaction = await provider.Interaction.find(uid);
    if (!interaction) throw new AppError('INTERACTION_EXPIRED');
    return interaction;
  };

  app.get(
    '/auth/interactions/:uid',
    {
      schema: {
        operationId: 'getInteraction',
        tags: ['auth'],
        summary: 'The sign-in attempt the provider sent the browser with',
        params: UidParams,
        response: withErrors(InteractionInfo),
      },
    },
    async (request) => {
      const interaction = await findInteraction(request.params.uid);
      return {
        uid: interaction.uid,
        prompt: interaction.prompt.name,
        clientId: String(interaction.params.client_id ?? ''),
        uiLocales: text(interaction.params.ui_locales),
        loginHint: text(interaction.params.login_hint),
        googleSignIn: Boolean(config.google),
      };
    },
  );

  app.post(
    '/auth/interactions/:uid/login',
    {
      schema: {
        operationId: 'submitLogin',
        tags: ['auth'],
        summary: 'Checks e-mail and password; answers where to resume sign-in',
        params: UidParams,
        body: LoginBody,
        response: withErrors(LoginResult),
      },
      config: { rateLimit: app.rateLimits.signIn },
    },
    async (request) => {
      const db = app.database.db;
      const interaction = await findInteraction(request.params.uid);
      const email = request.body.email.trim().toLowerCase();
      await spend(db, 'auth:global', config.globalAuthRateLimit.max, 60_000);
      // Known or not, an address waiting out its delay gets the same answer: no account is revealed.
      await assertMayTry(db, email);
      const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      // An unknown e-mail still costs one scrypt, so the answer's timing does not reveal it.
      const passwordOk = await verifyPassword(request.body.password, user?.password_hash ?? (await decoyHash()));
      if (!user || !user.password_hash || !passwordOk) {
        const failures = await recordFailure(db, email);
        // The delay starts now: the owner gets a way in by e-mail that does not wait (a reset clears the count).
        if (user && failures === FREE_FAILURES)
          await requestPasswordReset(db, email, languageOfLocale(user.locale), config.publicUrl);
        throw new AppError('INVALID_CREDENTIALS');
      }
      await clearFailures(db, email);
      if (user.status === 'PENDING_CONFIRMATION' || user.status === 'DISABLED')
        throw new AppError('ACCOUNT_NOT_ACTIVE');
      if (user.status === 'PASSWORD_RESET_REQUIRED') throw new AppError('PASSWORD_RESET_REQUIRED');

      return { redirectTo: await finishLogin(interaction, user.id) };
    },
  );

  const { google } = config;
  if (!google) return;
  const db = () => app.database.db;
  const toApp = (path: string, query: Record<string, string> = {}) =>
    `${config.publicUrl}${path}${Object.keys(query).length ? `?${new URLSearchParams(query)}` : ''}`;

  app.get(
    '/auth/interactions/:uid/google',
    {
      schema: {
        operationId: 'startGoogleSignIn',
        tags: ['auth'],
        summary: 'Sends the browser to Google for this sign-in attempt (a navigation, not a fetch)',
        params: UidParams,
        querystring: Type.Object({ login_hint: Type.Optional(Type.String({ maxLength: 320 })) }),
        response: {
          303: Type.Null({ description: 'Location: Google’s authorization address' }),
          '4xx': Type.Ref('ApiError'),
        },
      },
    },
    async (request, reply) => {
      const interaction = await findInteraction(request.params.uid);
      return reply.redirect(
        await startGoogleSignIn(db(), config, google, interaction.uid, request.query.login_hint),
        303,
      );
    },
  );

  app.get(
    '/auth/google/callback',
    {
      schema: {
        operationId: 'googleSignInCallback',
        tags: ['auth'],
        summary: 'Google returns here; the sign-in attempt resumes, or the browser goes to an account message',
        querystring: Type.Object({
          code: Type.Optional(Type.String({ maxLength: 2048 })),
          state: Type.Optional(Type.String({ maxLength: 256 })),
          error: Type.Optional(Type.String({ maxLength: 256 })),
        }),
        response: {
          303: Type.Null({
            description: 'Location: the provider (sign-in continues), auth/account-not-found or auth/error',
          }),
        },
      },
    },
    async (request, reply) => {
      const outcome = await finishGoogleSignIn(db(), config, google, request.query);
      if (outcome.error || !outcome.identity) {
        request.log.info({ reason: outcome.error?.reason }, 'google sign-in refused');
        const error =
          outcome.error?.reason === 'state'
            ? 'INTERACTION_EXPIRED'
            : outcome.error?.reason === 'denied'
              ? 'access_denied'
              : 'external_sign_in_failed';
        return reply.redirect(toApp('/auth/error', { error }), 303);
      }
      const user = await userForIdentity(outcome.identity);
      if (user === 'conflict') return reply.redirect(toApp('/auth/error', { error: 'external_sign_in_failed' }), 303);
      // A valid Google identity with no user: say so (the login form never reveals this; here the person proved who they are).
      if (!user)
        return reply.redirect(
          toApp('/auth/account-not-found', {
            email: outcome.identity.email,
            name: `${outcome.identity.givenName} ${outcome.identity.familyName}`.trim(),
          }),
          303,
        );
      if (user.status === 'DISABLED') return reply.redirect(toApp('/auth/error', { error: 'ACCOUNT_NOT_ACTIVE' }), 303);
      const interaction = outcome.interactionUid ? await provider.Interaction.find(outcome.interactionUid) : undefined;
      if (!interaction) return reply.redirect(toApp('/auth/error', { error: 'INTERACTION_EXPIRED' }), 303);
      return reply.redirect(await finishLogin(interaction, user.id), 303);
    },
  );

  /** The user with this Google subject, or with its verified e-mail (then the subject is linked). */
  async function userForIdentity(identity: ExternalIdentity) {
    const [bySubject] = await db().select().from(users).where(eq(users.external_subject, identity.subject)).limit(1);
    if (bySubject) return bySubject;
    const [byEmail] = await db().select().from(users).where(eq(users.email, identity.email)).limit(1);
    if (!byEmail) return undefined;
    // Already linked to another Google identity: refuse rather than silently re-link.
    if (byEmail.external_subject) return 'conflict' as const;
    // Google verified the e-mail, which is what the confirmation mail would prove.
    const status = byEmail.status === 'PENDING_CONFIRMATION' ? 'ACTIVE' : byEmail.status;
    const [linked] = await db()
      .update(users)
      .set({ external_subject: identity.subject, status, updated_at: new Date() })
      .where(eq(users.id, byEmail.id))
      .returning();
    return linked;
  }
};

type Interaction = Awaited<ReturnType<Provider['Interaction']['find']>> & object;

/** Records who signed in on the provider's interaction; answers where the browser resumes. */
async function finishLogin(interaction: Interaction, userId: string): Promise<string> {
  interaction.result = { ...interaction.lastSubmission, login: { accountId: userId } };
  await interaction.save(Math.max(interaction.exp - Math.floor(Date.now() / 1000), 1));
  return interaction.returnTo;
}

export default routes;
