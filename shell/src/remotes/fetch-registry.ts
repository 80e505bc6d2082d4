import type { RegistryEntry, RemoteRegistry } from '@platform/remote-contract';

const isEntry = (value: unknown): value is RegistryEntry => {
  const entry = value as RegistryEntry;
  return typeof entry?.name === 'string' && typeof entry.manifestUrl === 'string' && Array.isArray(entry.routePrefixes);
};

/**
 * Fetches the runtime remote registry. Never stale: a deploy may have moved a remote. The page
 * preloads it (index.html), so it arrives while the shell's code does instead of after it; this
 * request takes that preload (same URL, default cache mode), and any later one revalidates, since
 * the server sends the registry with `Cache-Control: no-cache` (scripts/serve-static.mjs).
 * Malformed entries are dropped so one bad line cannot take the whole app down.
 */
export async function fetchRegistry(url = '/registry.json', fetchImpl: typeof fetch = fetch): Promise<RemoteRegistry> {
  const response = await fetchImpl(url);
  if (!response.ok) throw new Error(`registry: HTTP ${response.status}`);
  const body = (await response.json()) as Partial<RemoteRegistry>;
  return { ...body, remotes: (body.remotes ?? []).filter(isEntry) };
}
