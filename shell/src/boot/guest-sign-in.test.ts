import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from '@platform/domain';
import { BOOT_LANGUAGES } from '../locale/stored-language';
import { authConfigOf, embeddedIssuerMetadata } from '../auth/issuer-metadata';
import { signInAtBoot } from './guest-sign-in';

const redirects: { settings: Record<string, unknown>; args: Record<string, unknown> }[] = [];
const requests: { settings: Record<string, unknown>; args: Record<string, unknown> }[] = [];
const AUTHORIZE = 'http://localhost:3000/oidc/auth?client_id=web&state=s1';
vi.mock('oidc-client-ts', () => ({
  WebStorageStateStore: class {},
  IndexedDbDPoPStore: class {},
  UserManager: class {
    constructor(readonly settings: Record<string, unknown>) {}
    async signinRedirect(args: Record<string, unknown>) {
      redirects.push({ settings: this.settings, args });
    }
  },
  OidcClient: class {
    constructor(readonly settings: Record<string, unknown>) {}
    async createSigninRequest(args: Record<string, unknown>) {
      requests.push({ settings: this.settings, args });
      return { url: AUTHORIZE };
    }
  },
}));

const origin = 'http://localhost:3000';
const assign = vi.fn();
const at = (pathname: string) => ({ pathname, origin, assign });
const storageKey = `oidc.user:${origin}/oidc:web`;
/** The provider's answer to the authorization request, after its redirects: where it landed. */
const providerLandsOn = (url: string) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => ({ url, ok: true, redirected: true }) as Response),
  );

beforeEach(() => {
  redirects.length = 0;
  requests.length = 0;
  assign.mockReset();
  sessionStorage.clear();
  localStorage.clear();
  window.history.replaceState(null, '', '/auth/login');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('sign-in at boot (/auth/login)', () => {
  it('follows the embedded provider’s authorization request in the background and draws its sign-in form in place', async () => {
    localStorage.setItem('platform.language', 'es');
    providerLandsOn(`${origin}/auth/login?interaction=abc`);
    const guest = vi.fn();
    expect(await signInAtBoot(Promise.resolve({}), at('/auth/login'), guest)).toEqual({
      next: 'sign-in-form',
      interaction: 'abc',
    });
    expect(guest).toHaveBeenCalledOnce();
    // No discovery request: the provider's endpoints are known; the state kept for auth/auth-redirect.
    const { settings, args } = requests[0]!;
    expect(settings.metadata).toEqual(embeddedIssuerMetadata(`${origin}/oidc`));
    expect(settings.redirect_uri).toBe(`${origin}/auth/auth-redirect`);
    expect(args).toMatchObject({ request_type: 'si:r', state: { returnTo: '/' }, ui_locales: 'es' });
    expect(fetch).toHaveBeenCalledWith(AUTHORIZE, expect.objectContaining({ credentials: 'same-origin' }));
    // The address is the interaction's, as if the provider had sent the tab there; no page load.
    expect(window.location.pathname + window.location.search).toBe('/auth/login?interaction=abc');
    expect(assign).not.toHaveBeenCalled();
    expect(redirects).toEqual([]);
  });

  it('leaves for the authorization request itself when the provider answers anything but its sign-in form', async () => {
    // A session at the provider: it answers with a code for auth/auth-redirect, which the tab must load.
    providerLandsOn(`${origin}/auth/auth-redirect?code=c&state=s1`);
    expect(await signInAtBoot(Promise.resolve({}), at('/auth/login'))).toEqual({ next: 'leaving' });
    expect(assign).toHaveBeenCalledWith(AUTHORIZE);
    expect(window.location.search).toBe('');

    assign.mockReset();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('network'))),
    );
    expect(await signInAtBoot(Promise.resolve({}), at('/auth/login'))).toEqual({ next: 'leaving' });
    expect(assign).toHaveBeenCalledWith(AUTHORIZE);
  });

  it('draws no form an address on another origin names', async () => {
    providerLandsOn('https://elsewhere.example/auth/login?interaction=abc');
    expect(await signInAtBoot(Promise.resolve({}), at('/auth/login'))).toEqual({ next: 'leaving' });
    expect(assign).toHaveBeenCalledWith(AUTHORIZE);
  });

  it('lets the full shell start for a person signed in in this tab, and for any other path', async () => {
    providerLandsOn(`${origin}/auth/login?interaction=abc`);
    sessionStorage.setItem(storageKey, JSON.stringify({ access_token: 'a', expires_at: Date.now() / 1000 + 60 }));
    const guest = vi.fn();
    expect(await signInAtBoot(Promise.resolve({}), at('/auth/login'), guest)).toEqual({ next: 'full-shell' });
    sessionStorage.clear();
    // The landing is a guest's page of its own (first-paint/).
    expect(await signInAtBoot(Promise.resolve({}), at('/'), guest)).toEqual({ next: 'full-shell' });
    expect(await signInAtBoot(Promise.resolve({}), at('/dashboard/index'), guest)).toEqual({ next: 'full-shell' });
    expect(guest).not.toHaveBeenCalled();
    expect([redirects, requests, assign.mock.calls]).toEqual([[], [], []]);
  });

  it('lets the shell show its error view when the registry cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = await signInAtBoot(Promise.reject(new Error('registry: HTTP 503')), at('/auth/login'));
    expect(answer).toEqual({ next: 'full-shell' });
    expect([redirects, requests]).toEqual([[], []]);
  });

  it('leaves for an issuer the registry names (discovered, not assumed), as before', async () => {
    providerLandsOn(`${origin}/auth/login?interaction=abc`);
    const registry = { auth: { authority: 'https://id.example.com/realms/x', clientId: 'portal' } };
    expect(authConfigOf(registry, origin)).toEqual({
      authority: 'https://id.example.com/realms/x',
      clientId: 'portal',
      origin,
      metadata: undefined,
    });
    expect(await signInAtBoot(Promise.resolve(registry), at('/auth/login'))).toEqual({ next: 'leaving' });
    expect(redirects[0]!.settings).not.toHaveProperty('metadata');
    expect(redirects[0]!.settings.client_id).toBe('portal');
    expect(redirects[0]!.args).toMatchObject({ state: { returnTo: '/' }, ui_locales: 'pt-BR' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('knows the same languages as the domain', () => {
    expect([...BOOT_LANGUAGES].sort()).toEqual([...LANGUAGES].sort());
  });
});
