import type { OidcMetadata, UserManager, UserManagerSettings } from 'oidc-client-ts';
import { authorizeRequest } from './authorize-request';

// The kept token's kind, read where the HTML's inline script can read it too (without the library).
export { isKeyBound } from './authorize-request';
import { whenRenewalMatters } from './renewal-due';

type OidcLibrary = typeof import('oidc-client-ts');
import type { Language } from '@platform/domain';

export interface AuthConfig {
  authority: string;
  clientId: string;
  /** The shell's origin: redirect URIs live under it. */
  origin: string;
  /** The issuer's endpoints when known in advance: no discovery request before leaving for sign-in. */
  metadata?: Partial<OidcMetadata>;
}

export interface StoredTokens {
  accessToken: string;
  expiresAt: number;
}

export interface AuthService {
  /** Tokens kept from an earlier sign-in in this tab, read without loading the OIDC library. */
  restore(): StoredTokens | null;
  /** Leaves for the issuer's sign-in; comes back to `returnTo`. */
  signIn(returnTo: string, language: Language): Promise<void>;
  /**
   * The same sign-in as {@link signIn} (its state and PKCE verifier kept where `completeSignIn`
   * reads them), without leaving: answers the authorization request's address, for a caller that
   * follows it itself.
   */
  signInAddress(returnTo: string, language: Language): Promise<string>;
  /** Finishes the code + PKCE flow on `auth/auth-redirect`; returns where to go next. */
  completeSignIn(): Promise<{ tokens: StoredTokens; returnTo: string | null }>;
  signOut(): Promise<void>;
  /** Keeps the access token fresh (rotating refresh tokens) and reports each new one. */
  keepFresh(onToken: (tokens: StoredTokens | null) => void): Promise<void>;
  /**
   * Credentials for one API request with `accessToken`: a DPoP-bound token goes as
   * `Authorization: DPoP` with a proof signed by this browser's key; any other as Bearer.
   */
  authorize(request: { method: string; url: string }, accessToken: string | null): Promise<Record<string, string>>;
}

const uiLocales: Record<Language, string> = { pt: 'pt-BR', en: 'en', es: 'es' };

/**
 * Sign-in through oidc-client-ts, authorization code + PKCE. The library is loaded only when a
 * sign-in action needs it, so it costs the landing route nothing.
 *
 * Tokens are DPoP-bound: the token requests carry a proof from a key pair the library keeps in
 * IndexedDB (the private key is not extractable), so a token copied out of this tab is refused
 * anywhere else. The key is removed on sign-out. The API calls' proofs are signed with that key
 * without the library (`dpop-proof`), so a tab with a kept session loads it only when keeping the
 * token fresh matters (`renewal-due`), or for a sign-in or sign-out.
 */
export function createAuthService(
  config: AuthConfig,
  { renewalDue }: { renewalDue?: (run: () => void) => unknown } = {},
): AuthService {
  const storageKey = `oidc.user:${config.authority}:${config.clientId}`;
  const settingsOf = ({ WebStorageStateStore, IndexedDbDPoPStore }: OidcLibrary): UserManagerSettings => ({
    authority: config.authority,
    ...(config.metadata ? { metadata: config.metadata } : {}),
    client_id: config.clientId,
    redirect_uri: `${config.origin}/auth/auth-redirect`,
    post_logout_redirect_uri: `${config.origin}/auth/login`,
    response_type: 'code',
    scope: 'openid profile email offline_access',
    automaticSilentRenew: true,
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
    dpop: { store: new IndexedDbDPoPStore() },
  });
  let manager: Promise<UserManager> | null = null;
  const getManager = () =>
    (manager ??= import('oidc-client-ts').then((oidc) => new oidc.UserManager(settingsOf(oidc))));
  const toTokens = (user: { access_token: string; expires_at?: number }): StoredTokens => ({
    accessToken: user.access_token,
    expiresAt: user.expires_at ?? 0,
  });

  const restore = (): StoredTokens | null => {
    try {
      const user = JSON.parse(window.sessionStorage.getItem(storageKey) ?? 'null') as {
        access_token?: string;
        expires_at?: number;
        refresh_token?: string;
      } | null;
      if (!user?.access_token) return null;
      const expired = (user.expires_at ?? 0) * 1000 < Date.now();
      // An expired access token is still worth restoring when a refresh token can renew it.
      return expired && !user.refresh_token ? null : toTokens(user as { access_token: string; expires_at?: number });
    } catch {
      return null;
    }
  };
  const whenDue = renewalDue ?? ((run: () => void) => whenRenewalMatters(restore()?.expiresAt ?? 0, run));

  return {
    restore,
    async signIn(returnTo, language) {
      const um = await getManager();
      await um.signinRedirect({ state: { returnTo }, ui_locales: uiLocales[language], extraQueryParams: {} });
    },
    async signInAddress(returnTo, language) {
      // The request signinRedirect would make (`si:r`), from the client it uses, minus the navigation.
      const oidc = await import('oidc-client-ts');
      const request = await new oidc.OidcClient(settingsOf(oidc)).createSigninRequest({
        request_type: 'si:r',
        state: { returnTo },
        ui_locales: uiLocales[language],
        extraQueryParams: {},
      });
      return request.url;
    },
    async completeSignIn() {
      const um = await getManager();
      const user = await um.signinRedirectCallback();
      const state = user.state as { returnTo?: string } | undefined;
      return { tokens: toTokens(user), returnTo: state?.returnTo ?? null };
    },
    async signOut() {
      const um = await getManager();
      const user = await um.getUser();
      await um.removeUser();
      await um.signoutRedirect({ id_token_hint: user?.id_token });
    },
    async authorize(request, accessToken): Promise<Record<string, string>> {
      return accessToken ? authorizeRequest(request, accessToken, config.clientId) : {};
    },
    async keepFresh(onToken) {
      // The token's renewal is minutes away: the library waits until it matters (renewal-due).
      await new Promise<void>((resolve) => whenDue(resolve));
      const um = await getManager();
      um.events.addUserLoaded((user) => onToken(toTokens(user)));
      um.events.addSilentRenewError(() => onToken(null));
      const user = await um.getUser();
      if (user?.expired && user.refresh_token) {
        try {
          onToken(toTokens((await um.signinSilent()) ?? user));
        } catch {
          onToken(null);
        }
      }
    },
  };
}
