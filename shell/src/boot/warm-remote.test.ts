import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegistryEntry, RemoteRegistry } from '@platform/remote-contract';
import registryFile from '../../public/registry.json';
import { patternMatches, remoteOfPath } from './route-owner';
import { warmRemoteOfPage } from './warm-remote';

const registry = registryFile as RemoteRegistry;
const origin = 'http://localhost:3000';
const at = (pathname: string) => ({ pathname, origin });

beforeEach(() => sessionStorage.clear());

describe('the remote that owns a page', () => {
  it('matches the registry patterns as the router does', () => {
    expect(patternMatches('auth/login', '/auth/login')).toBe(true);
    expect(patternMatches('auth/login', '/auth/login/more')).toBe(false);
    expect(patternMatches('public-onboarding/*', '/public-onboarding')).toBe(true);
    expect(patternMatches('public-onboarding/*', '/public-onboarding/select-user-type')).toBe(true);
    expect(patternMatches(':country/:language/broker-register/*', '/br/pt/broker-register')).toBe(true);
    expect(patternMatches(':country/:language/broker-register/*', '/br/broker-register')).toBe(false);
  });

  it('finds the owner in the default registry', () => {
    expect(remoteOfPath(registry, '/auth/login')?.name).toBe('mfe_onboarding');
    expect(remoteOfPath(registry, '/dashboard/index')?.name).toBe('mfe_quotes_policies');
    expect(remoteOfPath(registry, '/help')).toBeUndefined();
  });
});

describe('warming the page’s remote at boot', () => {
  const warm = (pathname: string) => {
    const prefetch = vi.fn<(entry: RegistryEntry) => void>();
    return {
      name: warmRemoteOfPage(registry, at(pathname), prefetch),
      prefetched: prefetch.mock.calls.map(([e]) => e.name),
    };
  };

  it('fetches the sign-in screen’s remote for a guest the provider sent there', () => {
    expect(warm('/auth/login')).toEqual({ name: 'mfe_onboarding', prefetched: ['mfe_onboarding'] });
  });

  it('fetches nothing for a guest on a signed-in page (sign-in comes first) nor on a shell page', () => {
    expect(warm('/dashboard/index')).toEqual({ name: null, prefetched: [] });
    expect(warm('/help')).toEqual({ name: null, prefetched: [] });
  });

  it('fetches the dashboard’s remote for a person signed in in this tab', () => {
    sessionStorage.setItem(
      `oidc.user:${origin}/oidc:web`,
      JSON.stringify({ access_token: 'a', expires_at: Date.now() / 1000 + 60 }),
    );
    expect(warm('/dashboard/index')).toEqual({ name: 'mfe_quotes_policies', prefetched: ['mfe_quotes_policies'] });
  });
});
