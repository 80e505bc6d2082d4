import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from '@platform/domain';
import { BOOT_LANGUAGES } from '../locale/stored-language';
import { authConfigOf, embeddedIssuerMetadata } from '../auth/issuer-metadata';
import { leaveForSignInAtBoot } from './guest-sign-in';

const redirects: { settings: Record<string, unknown>; args: Record<string, unknown> }[] = [];
vi.mock('oidc-client-ts', () => ({
  WebStorageStateStore: class {},
  IndexedDbDPoPStore: class {},
  UserManager: class {
    constructor(readonly settings: Record<string, unknown>) {}
    async signinRedirect(args: Record<string, unknown>) {
      redirects.push({ settings: this.settings, args });
    }
  },
}));

const origin = 'http://localhost:3000';
const at = (pathname: string) => ({ pathname, origin });
const storageKey = `oidc.user:${origin}/oidc:web`;

beforeEach(() => {
  redirects.length = 0;
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('leaving for sign-in at boot', () => {
  it('sends a guest on /auth/login to the embedded provider without a discovery request, in the stored language', async () => {
    localStorage.setItem('platform.language', 'es');
    expect(await leaveForSignInAtBoot(Promise.resolve({}), at('/auth/login'))).toBe(true);
    expect(redirects).toHaveLength(1);
    const { settings, args } = redirects[0]!;
    expect(settings.authority).toBe(`${origin}/oidc`);
    expect(settings.metadata).toEqual(embeddedIssuerMetadata(`${origin}/oidc`));
    expect(settings.redirect_uri).toBe(`${origin}/auth/auth-redirect`);
    expect(args).toMatchObject({ state: { returnTo: '/' }, ui_locales: 'es' });
  });

  it('lets the full shell start for a person signed in in this tab, and for any other path', async () => {
    sessionStorage.setItem(storageKey, JSON.stringify({ access_token: 'a', expires_at: Date.now() / 1000 + 60 }));
    expect(await leaveForSignInAtBoot(Promise.resolve({}), at('/auth/login'))).toBe(false);
    sessionStorage.clear();
    // The landing is a guest's page of its own (first-paint/).
    expect(await leaveForSignInAtBoot(Promise.resolve({}), at('/'))).toBe(false);
    expect(await leaveForSignInAtBoot(Promise.resolve({}), at('/dashboard/index'))).toBe(false);
    expect(redirects).toEqual([]);
  });

  it('lets the shell show its error view when the registry cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await leaveForSignInAtBoot(Promise.reject(new Error('registry: HTTP 503')), at('/auth/login'))).toBe(false);
    expect(redirects).toEqual([]);
  });

  it('discovers an issuer the registry names instead of assuming its endpoints', async () => {
    const registry = { auth: { authority: 'https://id.example.com/realms/x', clientId: 'portal' } };
    expect(authConfigOf(registry, origin)).toEqual({
      authority: 'https://id.example.com/realms/x',
      clientId: 'portal',
      origin,
      metadata: undefined,
    });
    await leaveForSignInAtBoot(Promise.resolve(registry), at('/auth/login'));
    expect(redirects[0]!.settings).not.toHaveProperty('metadata');
    expect(redirects[0]!.settings.client_id).toBe('portal');
  });

  it('knows the same languages as the domain', () => {
    expect([...BOOT_LANGUAGES].sort()).toEqual([...LANGUAGES].sort());
  });
});
