import type { RemoteRegistry } from '@platform/remote-contract';
import { fetchRegistry } from '../remotes/fetch-registry';
import type { AppMeta } from './app-meta';

/**
 * `GET /meta.json?timestamp=<now>` with no-cache headers (spec section 7), so no cache on the
 * way answers with an older deploy. Rejects on a network failure or an HTTP error; the body may
 * lack fields (the scheduler checks them).
 */
export async function fetchMeta(
  fetchImpl: typeof fetch = fetch,
  now: () => number = Date.now,
): Promise<Partial<AppMeta>> {
  const response = await fetchImpl(`/meta.json?timestamp=${now()}`, {
    cache: 'no-store',
    headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
  });
  if (!response.ok) throw new Error(`meta.json: HTTP ${response.status}`);
  return (await response.json()) as Partial<AppMeta>;
}

/** Which build of each remote a registry points at: changes when one is deployed or rolled back. */
export const remotesRelease = (registry: RemoteRegistry): string =>
  registry.remotes.map((entry) => `${entry.name}=${entry.manifestUrl}`).join(' ');

/**
 * What is published: the shell's meta.json and the registry (never cached either), so deploying
 * or rolling back one remote, which changes only the registry, reaches open pages too.
 */
export async function fetchRelease(
  fetchImpl: typeof fetch = fetch,
  now: () => number = Date.now,
): Promise<Partial<AppMeta>> {
  const [meta, registry] = await Promise.all([fetchMeta(fetchImpl, now), fetchRegistry('/registry.json', fetchImpl)]);
  return { ...meta, remotes: remotesRelease(registry) };
}
