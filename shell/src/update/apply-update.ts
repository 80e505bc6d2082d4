import { isDifferent, rememberMeta, runningMeta, type AppMeta } from './app-meta';

/** What the update needs from the browser; tests pass their own. */
export interface UpdateEnvironment {
  storage?: Storage;
  serviceWorker?: Pick<ServiceWorkerContainer, 'getRegistration'>;
  caches?: Pick<CacheStorage, 'keys' | 'delete'>;
  reload: () => void;
}

const browser = (): UpdateEnvironment => ({
  storage: globalThis.sessionStorage,
  serviceWorker: globalThis.navigator?.serviceWorker,
  caches: globalThis.caches,
  reload: () => window.location.reload(),
});

/**
 * Moves the tab to the published version (spec section 4): remembers it for the session, lets a
 * waiting service worker take over, or else empties Cache Storage so no stale file is served,
 * and reloads.
 */
export async function applyUpdate(published: AppMeta, env: UpdateEnvironment = browser()): Promise<void> {
  rememberMeta(published, env.storage);
  try {
    const registration = await env.serviceWorker?.getRegistration();
    if (registration?.waiting) registration.waiting.postMessage({ type: 'SKIP_WAITING' });
    else if (env.caches) await Promise.all((await env.caches.keys()).map((key) => env.caches!.delete(key)));
  } catch (error) {
    console.error('[update] could not clear the old version; reloading anyway', error);
  }
  env.reload();
}

/** A script or style chunk that could not be fetched (rspack, or the browser's own import()). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return /Loading (CSS )?chunk \S+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(
    error.message,
  );
}

const FORCED_KEY = 'platform.forcedUpdate';

/**
 * After a chunk failed to load: when meta.json says another version was published, the old
 * files are gone, so the update is forced without asking. Otherwise (the same version: a server
 * is down, the network dropped) nothing happens and the area's error view with retry stays.
 * One forced reload per published version and tab, so a deploy that is still broken cannot
 * make the page reload forever.
 */
export async function forceUpdateIfDeployed(
  fetchMeta: () => Promise<Partial<AppMeta>>,
  env: UpdateEnvironment = browser(),
): Promise<boolean> {
  let meta: Partial<AppMeta>;
  try {
    meta = await fetchMeta();
  } catch {
    return false;
  }
  if (typeof meta.version !== 'string' || !meta.version) return false;
  const published: AppMeta = {
    version: meta.version,
    timestamp: typeof meta.timestamp === 'string' ? meta.timestamp : '',
  };
  if (!isDifferent(published, runningMeta(env.storage))) return false;
  const key = `${published.version}|${published.timestamp}`;
  if (env.storage?.getItem(FORCED_KEY) === key) return false;
  env.storage?.setItem(FORCED_KEY, key);
  await applyUpdate(published, env);
  return true;
}
