import type { RegistryEntry, RemoteRegistry } from '@platform/remote-contract';

const isEntry = (value: unknown): value is RegistryEntry => {
  const entry = value as RegistryEntry;
  return typeof entry?.name === 'string' && typeof entry.manifestUrl === 'string' && Array.isArray(entry.routePrefixes);
};

const REGISTRY_URL = '/registry.json';

/**
 * Run by the HTML's head script: the registry requested with the page's first requests, as
 * `fetchRegistry` asks for it, so that it arrives while the shell's code does. Not on a page whose
 * first screen is drawn at paint: the boot code starts after that screen, and the registry would
 * only be one more request before its largest text (issue 25).
 */
export function preloadRegistry(page: Document): void {
  const link = page.createElement('link');
  Object.assign(link, { rel: 'preload', href: REGISTRY_URL, as: 'fetch', crossOrigin: 'anonymous' });
  page.head.appendChild(link);
}

/**
 * Fetches the runtime remote registry. Never stale: a deploy may have moved a remote. The page
 * preloads it (`preloadRegistry`), so it arrives while the shell's code does instead of after it; this
 * request takes that preload (same URL, default cache mode), and any later one revalidates, since
 * the server sends the registry with `Cache-Control: no-cache` (scripts/serve-static.mjs).
 * Malformed entries are dropped so one bad line cannot take the whole app down.
 */
export async function fetchRegistry(url = REGISTRY_URL, fetchImpl: typeof fetch = fetch): Promise<RemoteRegistry> {
  const response = await fetchImpl(url);
  if (!response.ok) throw new Error(`registry: HTTP ${response.status}`);
  const body = (await response.json()) as Partial<RemoteRegistry>;
  return { ...body, remotes: (body.remotes ?? []).filter(isEntry) };
}
