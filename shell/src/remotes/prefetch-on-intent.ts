import type { RegistryEntry, RemoteRegistry } from '@platform/remote-contract';
import { remoteOfPath } from '../boot/route-owner';

/**
 * A remote's files are fetched when a link to it shows intent (pointer over it, keyboard focus
 * on it), not on the landing: the landing downloads only what its own screen needs, and the
 * visit that follows the intent finds the remote already there. One listener on `target` (the
 * document for the shell; the landing's root) covers every link inside it. Returns the remover.
 */
export function prefetchOnIntent(
  registry: RemoteRegistry,
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
  prefetch: (entry: RegistryEntry) => void,
): () => void {
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    const entry = remoteOfPath(registry, link.pathname);
    if (entry) prefetch(entry);
  };
  target.addEventListener('pointerover', onIntent, { passive: true });
  target.addEventListener('focusin', onIntent);
  return () => {
    target.removeEventListener('pointerover', onIntent);
    target.removeEventListener('focusin', onIntent);
  };
}
