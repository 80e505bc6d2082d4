import { matchRoutes } from 'react-router';
import type { RegistryEntry, RemoteRegistry } from '@platform/remote-contract';
import { prefetchRemote } from './load-parcel';

/** The remote that owns `pathname` in the registry, as the shell's router would pick it. */
export function remoteForPath(registry: RemoteRegistry, pathname: string): RegistryEntry | undefined {
  const routes = registry.remotes.flatMap((entry) => entry.routePrefixes.map((path) => ({ path, entry })));
  return matchRoutes(routes, pathname)?.[0]?.route.entry;
}

/**
 * A remote's files are fetched when a link to it shows intent (pointer over it, keyboard focus
 * on it), not on the landing: the landing downloads only what its own screen needs, and the
 * visit that follows the intent finds the remote already there. One listener for the whole
 * document covers the shell's navigation and the links inside remotes. Returns the remover.
 */
export function prefetchOnIntent(
  registry: RemoteRegistry,
  target: Document = document,
  prefetch: (entry: RegistryEntry) => void = prefetchRemote,
): () => void {
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== target.location.origin) return;
    const entry = remoteForPath(registry, link.pathname);
    if (entry) prefetch(entry);
  };
  target.addEventListener('pointerover', onIntent, { passive: true });
  target.addEventListener('focusin', onIntent);
  return () => {
    target.removeEventListener('pointerover', onIntent);
    target.removeEventListener('focusin', onIntent);
  };
}
