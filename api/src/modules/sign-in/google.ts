// Google sign-in as an OpenID Connect relying party: authorization code + PKCE with state and
// nonce, the code exchanged by the API (client secret), the ID token verified with the issuer's
// keys (iss, aud, exp, nonce, email_verified). GOOGLE_ISSUER lets tests use a local stand-in.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/connection';
import { externalSignIns } from '../../db/schema';

type GoogleConfig = NonNullable<AppConfig['google']>;

interface Discovery {
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

export interface ExternalIdentity {
  /** `google:<sub>`, stored in users.external_subject (prefixed so other issuers cannot collide). */
  subject: string;
  email: string;
  givenName: string;
  familyName: string;
}

/** Why a Google sign-in was refused; the browser is sent to auth/error?error=<reason>. */
export class ExternalSignInError extends Error {
  constructor(readonly reason: 'state' | 'exchange' | 'id_token' | 'email_unverified' | 'denied') {
    super(`google sign-in refused: ${reason}`);
  }
}

const SIGN_IN_TTL_MS = 10 * 60_000;
const hash = (value: string) => createHash('sha256').update(value).digest('hex');

const discoveries = new Map<string, { at: number; value: Promise<{ doc: Discovery; keys: JWTVerifyGetKey }> }>();
function discover(issuer: string) {
  const cached = discoveries.get(issuer);
  if (cached && Date.now() - cached.at < 3600_000) return cached.value;
  const value = (async () => {
    const response = await fetch(`${issuer}/.well-known/openid-configuration`);
    if (!response.ok) throw new ExternalSignInError('exchange');
    const doc = (await response.json()) as Discovery;
    return { doc, keys: createRemoteJWKSet(new URL(doc.jwks_uri)) };
  })();
  value.catch(() => discoveries.delete(issuer));
  discoveries.set(issuer, { at: Date.now(), value });
  return value;
}

export const googleRedirectUri = (config: AppConfig) => `${config.publicUrl}/v3/auth/google/callback`;

/** Remembers the attempt and answers Google's authorization address for the browser. */
export async function startGoogleSignIn(
  db: Db,
  config: AppConfig,
  google: GoogleConfig,
  interactionUid: string,
  loginHint?: string,
): Promise<string> {
  const { doc } = await discover(google.issuer);
  const state = randomBytes(24).toString('base64url');
  const nonce = randomBytes(24).toString('base64url');
  const verifier = randomBytes(32).toString('base64url');
  await db.delete(externalSignIns).where(lt(externalSignIns.expires_at, new Date()));
  await db.insert(externalSignIns).values({
    state_hash: hash(state),
    provider: 'google',
    interaction_uid: interactionUid,
    nonce,
    code_verifier: verifier,
    expires_at: new Date(Date.now() + SIGN_IN_TTL_MS),
  });
  const url = new URL(doc.authorization_endpoint);
  url.search = new URLSearchParams({
    client_id: google.clientId,
    redirect_uri: googleRedirectUri(config),
    response_type: 'code',
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    prompt: 'select_account',
    ...(loginHint ? { login_hint: loginHint } : {}),
  }).toString();
  return url.href;
}

/** Checks the callback, exchanges the code and verifies the ID token. */
export async function finishGoogleSignIn(
  db: Db,
  config: AppConfig,
  google: GoogleConfig,
  query: { code?: string; state?: string; error?: string },
): Promise<{ interactionUid: string | null; identity?: ExternalIdentity; error?: ExternalSignInError }> {
  if (!query.state) return { interactionUid: null, error: new ExternalSignInError('state') };
  const [attempt] = await db
    .delete(externalSignIns)
    .where(and(eq(externalSignIns.state_hash, hash(query.state)), gt(externalSignIns.expires_at, new Date())))
    .returning();
  if (!attempt) return { interactionUid: null, error: new ExternalSignInError('state') };
  const interactionUid = attempt.interaction_uid;
  if (query.error || !query.code) return { interactionUid, error: new ExternalSignInError('denied') };
  try {
    const { doc, keys } = await discover(google.issuer);
    const response = await fetch(doc.token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: query.code,
        redirect_uri: googleRedirectUri(config),
        client_id: google.clientId,
        client_secret: google.clientSecret,
        code_verifier: attempt.code_verifier,
      }),
    });
    if (!response.ok) return { interactionUid, error: new ExternalSignInError('exchange') };
    const { id_token: idToken } = (await response.json()) as { id_token?: string };
    if (!idToken) return { interactionUid, error: new ExternalSignInError('exchange') };
    // Google signs with RS256; exp/iat are checked by jwtVerify, with a little clock tolerance.
    const { payload } = await jwtVerify(idToken, keys, {
      issuer: google.issuer,
      audience: google.clientId,
      algorithms: ['RS256', 'ES256'],
      clockTolerance: 30,
    }).catch(() => ({ payload: null }));
    if (!payload || payload.nonce !== attempt.nonce || typeof payload.sub !== 'string')
      return { interactionUid, error: new ExternalSignInError('id_token') };
    if (payload.email_verified !== true || typeof payload.email !== 'string')
      return { interactionUid, error: new ExternalSignInError('email_unverified') };
    return {
      interactionUid,
      identity: {
        subject: `google:${payload.sub}`,
        email: payload.email.toLowerCase(),
        givenName: typeof payload.given_name === 'string' ? payload.given_name : '',
        familyName: typeof payload.family_name === 'string' ? payload.family_name : '',
      },
    };
  } catch {
    return { interactionUid, error: new ExternalSignInError('exchange') };
  }
}
