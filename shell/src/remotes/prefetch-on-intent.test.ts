import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RegistryEntry, RemoteRegistry } from '@platform/remote-contract';
import { remoteOfPath } from '../boot/route-owner';
import { prefetchOnIntent } from './prefetch-on-intent';

const entry = (name: RegistryEntry['name'], routePrefixes: string[]): RegistryEntry => ({
  name,
  manifestUrl: `http://localhost/${name}/mf-manifest.json`,
  routePrefixes,
});
const registry: RemoteRegistry = {
  remotes: [
    entry('mfe_onboarding', ['auth/login', 'dashboard/users/*']),
    entry('mfe_quotes_policies', ['dashboard/index', 'dashboard/policies/*']),
    entry('mfe_claims', ['dashboard/claims/*']),
  ],
};

describe('the remote a path belongs to', () => {
  it('is the one whose route prefix matches, as the router picks it', () => {
    expect(remoteOfPath(registry, '/dashboard/claims/list')?.name).toBe('mfe_claims');
    expect(remoteOfPath(registry, '/dashboard/index')?.name).toBe('mfe_quotes_policies');
    expect(remoteOfPath(registry, '/help')).toBeUndefined();
  });
});

describe('prefetch on intent', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  const page = (html: string) => {
    document.body.innerHTML = html;
    const prefetch = vi.fn();
    stop = prefetchOnIntent(registry, document, prefetch);
    return prefetch;
  };

  it('fetches the remote behind a link when the pointer goes over it, and nothing before', () => {
    const prefetch = page('<nav><a href="/dashboard/claims/home"><span>Sinistros</span></a></nav>');
    expect(prefetch).not.toHaveBeenCalled();
    document.querySelector('span')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(prefetch).toHaveBeenCalledWith(registry.remotes[2]);
  });

  it('fetches it when the keyboard focuses the link', () => {
    const prefetch = page('<a href="/dashboard/users/list">Equipe</a>');
    document.querySelector('a')!.focus();
    expect(prefetch).toHaveBeenCalledWith(registry.remotes[0]);
  });

  it('leaves alone links to the shell’s own pages and to other sites', () => {
    const prefetch = page('<a href="/help">Ajuda</a><a href="https://example.com/dashboard/claims/x">x</a><p>text</p>');
    for (const element of document.querySelectorAll('a, p'))
      element.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(prefetch).not.toHaveBeenCalled();
  });
});
