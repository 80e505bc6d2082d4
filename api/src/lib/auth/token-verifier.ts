// Verifies access tokens against the issuer's published keys: the embedded provider's own key
// set (the same one /oidc/jwks publishes), or, with OIDC_ISSUER, a remote issuer's jwks_uri.
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  jwtVerify,
  type JWK,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { AppError } from '../errors';

export interface TokenVerifier {
  readonly issuer: string;
  /** Whether `sub` is our users.id (embedded) or another issuer's id (users.external_subject). */
  readonly external: boolean;
  verify(token: string): Promise<JWTPayload & { cnf?: { jkt?: string }; email?: string }>;
}

const ALGORITHMS = ['ES256', 'RS256', 'PS256', 'EdDSA'];

function verifierWith(
  issuer: string,
  audience: string,
  external: boolean,
  keys: () => Promise<JWTVerifyGetKey>,
): TokenVerifier {
  return {
    issuer,
    external,
    async verify(token) {
      const getKey = await keys();
      try {
        const { payload } = await jwtVerify(token, getKey, {
          issuer,
          audience,
          algorithms: ALGORITHMS,
          clockTolerance: 5,
        });
        return payload;
      } catch {
        throw new AppError('TOKEN_INVALID');
      }
    },
  };
}

export function embeddedVerifier(issuer: string, audience: string, publicJwks: { keys: JWK[] }): TokenVerifier {
  const keySet = createLocalJWKSet(publicJwks);
  return verifierWith(issuer, audience, false, async () => keySet);
}

/** Another issuer: its jwks_uri comes from discovery, fetched on first use and retried on failure. */
export function remoteVerifier(issuer: string, audience: string): TokenVerifier {
  let keySet: Promise<JWTVerifyGetKey> | undefined;
  const discover = async () => {
    const response = await fetch(`${issuer}/.well-known/openid-configuration`);
    if (!response.ok) throw new Error(`discovery of ${issuer} answered ${response.status}`);
    const { jwks_uri: jwksUri } = (await response.json()) as { jwks_uri?: string };
    if (!jwksUri) throw new Error(`discovery of ${issuer} has no jwks_uri`);
    return createRemoteJWKSet(new URL(jwksUri));
  };
  return verifierWith(issuer, audience, true, async () => {
    keySet ??= discover();
    try {
      return await keySet;
    } catch {
      keySet = undefined;
      throw new AppError('SERVICE_UNAVAILABLE');
    }
  });
}
