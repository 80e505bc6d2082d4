import type { OidcMetadata } from 'oidc-client-ts';
import type { RemoteRegistry } from '@platform/remote-contract';
import type { AuthConfig } from './auth-service';

/**
 * The endpoints of the API's embedded OpenID provider (`oidc-provider`'s default routes under
 * `/oidc`), so that sign-in leaves for the provider at once instead of first fetching its
 * discovery document (one round trip less on the landing). Only for the embedded provider: an
 * issuer named in the registry (Keycloak, Cognito...) is discovered as usual. The e2e journey
 * `landing.spec.ts` compares these with the provider's published discovery document.
 */
export const embeddedIssuerMetadata = (authority: string): Partial<OidcMetadata> => ({
  issuer: authority,
  authorization_endpoint: `${authority}/auth`,
  token_endpoint: `${authority}/token`,
  end_session_endpoint: `${authority}/session/end`,
  revocation_endpoint: `${authority}/token/revocation`,
  userinfo_endpoint: `${authority}/me`,
  jwks_uri: `${authority}/jwks`,
});

/** Sign-in settings: the issuer the registry names, else the embedded provider on this origin. */
export function authConfigOf(registry: Pick<RemoteRegistry, 'auth'>, origin: string): AuthConfig {
  const authority = registry.auth?.authority ?? `${origin}/oidc`;
  return {
    authority,
    clientId: registry.auth?.clientId ?? 'web',
    origin,
    metadata: registry.auth?.authority ? undefined : embeddedIssuerMetadata(authority),
  };
}
