// The embedded OpenID Connect provider (oidc-provider 9), issuer `${PUBLIC_URL}/oidc`.
// One public first-party client, `web` (the shell): code + PKCE, rotating refresh tokens,
// JWT access tokens for the product API, and the product's own login screen.
import { eq } from 'drizzle-orm';
import Provider, { errors, type Account, type Configuration, type OidcContext } from 'oidc-provider';
import { API_RESOURCE, type AppConfig } from '../config';
import type { Db } from '../db/connection';
import { users } from '../db/schema';
import { SIGN_OUT_SCRIPT_PATH } from '../plugins/app/oidc';
import { createAdapterClass } from './adapter';
import type { ProviderSecrets } from './keys';

export const WEB_CLIENT_ID = 'web';
export const ACCESS_TOKEN_TTL = 600;
const OIDC_SCOPES = 'openid email profile offline_access';
// The API's own scope; tokens also carry the OIDC scopes granted, for the record.
const API_SCOPES = `${OIDC_SCOPES} api`;
const DAY = 24 * 60 * 60;

export const issuerFor = (config: AppConfig) => `${config.publicUrl}/oidc`;

async function findAccount(db: Db, sub: string): Promise<Account | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, sub)).limit(1);
  if (!user || user.status === 'DISABLED') return undefined;
  return {
    accountId: user.id,
    claims: () => ({
      sub: user.id,
      email: user.email,
      email_verified: user.status !== 'PENDING_CONFIRMATION',
      given_name: user.first_name,
      family_name: user.last_name,
      locale: user.locale,
    }),
  };
}

// The shell shows its own "sign out?" confirmation before it calls end_session, so the
// provider's confirmation page submits itself, with a script file: the /oidc pages' CSP allows no
// inline script.
async function logoutSource(ctx: OidcContext, form: string) {
  ctx.type = 'html';
  // The shell already asked "sign out?"; `logout=yes` ends the provider session too, not only this client's.
  const signOutEverywhere = form.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>');
  ctx.body = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Signing out</title></head><body>${signOutEverywhere}<script src="${SIGN_OUT_SCRIPT_PATH}" defer></script><noscript><button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button></noscript></body></html>`;
}

// First-party client: consent is implied, so a grant for everything it asks is made on the fly.
async function loadExistingGrant(ctx: OidcContext) {
  const { provider, client, session, result } = ctx.oidc;
  if (!client || !session?.accountId) return undefined;
  const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  const existing = grantId ? await provider.Grant.find(grantId) : undefined;
  if (existing) return existing;
  const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
  grant.addOIDCScope(OIDC_SCOPES);
  grant.addResourceScope(API_RESOURCE, API_SCOPES);
  await grant.save();
  return grant;
}

export function createProvider(config: AppConfig, db: Db, secrets: ProviderSecrets): Provider {
  const configuration: Configuration = {
    adapter: createAdapterClass(db),
    findAccount: (_ctx: OidcContext, sub: string) => findAccount(db, sub),
    jwks: { keys: secrets.signingKeys },
    // No `secure` option on purpose: the cookies library then marks each cookie Secure exactly when
    // the request came over HTTPS (Koa's ctx.secure, from the X-Forwarded-Proto the mount passes
    // on after Fastify's trusted-proxy check). Forcing `secure: true` would refuse to set cookies
    // at all over plain HTTP (npm start, tests).
    cookies: { keys: secrets.cookieKeys },
    clients: [
      {
        client_id: WEB_CLIENT_ID,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${config.publicUrl}/auth/auth-redirect`, ...config.extraRedirectUris],
        post_logout_redirect_uris: [`${config.publicUrl}/`, `${config.publicUrl}/auth/login`],
      },
    ],
    scopes: OIDC_SCOPES.split(' '),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'locale'] },
    // Access tokens are for the API only (userinfo cannot read them), so the ID token carries the profile.
    conformIdTokenClaims: false,
    // RFC 9700: authorization code with PKCE only; the implicit and hybrid flows are not even offered.
    responseTypes: ['code'],
    pkce: { required: () => true },
    // The shell reaches /oidc through its own origin; the remotes' dev origins may call it directly.
    clientBasedCORS: (_ctx: OidcContext, origin: string) =>
      origin === new URL(config.publicUrl).origin || config.corsOrigins.includes(origin),
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      dPoP: { enabled: true },
      rpInitiatedLogout: { enabled: true, logoutSource },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => API_RESOURCE,
        // The token request of oidc-client-ts names no resource: reuse the one the code was granted for.
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx: OidcContext, resource: string) => {
          if (resource !== API_RESOURCE) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPES,
            audience: API_RESOURCE,
            accessTokenTTL: ACCESS_TOKEN_TTL,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'ES256' } },
          };
        },
      },
    },
    interactions: {
      url: (_ctx: OidcContext, interaction: { uid: string }) =>
        `${config.publicUrl}/auth/login?interaction=${interaction.uid}`,
    },
    loadExistingGrant,
    // Always for the shell, even when a prompt parameter made the provider drop offline_access.
    issueRefreshToken: (_ctx: OidcContext, client: { grantTypeAllowed(type: string): boolean }) =>
      client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL,
      AuthorizationCode: 60,
      IdToken: 3600,
      RefreshToken: 14 * DAY,
      Interaction: 3600,
      Session: 14 * DAY,
      Grant: 14 * DAY,
    },
    renderError: (ctx: OidcContext, out: Record<string, string>) => {
      ctx.type = 'json';
      ctx.body = out;
    },
  };
  const provider = new Provider(issuerFor(config), configuration);
  // Reached through the shell's proxy: X-Forwarded-Proto/Host say which origin the browser used
  // (plugins/app/oidc.ts sets them from what Fastify trusted, so a client cannot forge them).
  provider.proxy = true;
  return provider;
}
