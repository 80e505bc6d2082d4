import { getInstance } from '@module-federation/enhanced/runtime';
import type { FirstScreenModule, ParcelLifecycles, RegistryEntry } from '@platform/remote-contract';
import { FIRST_SCREEN_MODULE, PARCEL_MODULE } from '@platform/remote-contract';
import { compatibilityPlugin } from './compatibility';

const registered = new Set<string>();
const prefetched = new Set<string>();
let checksCompatibility = false;

function register(entry: RegistryEntry, retry: boolean) {
  const federation = getInstance();
  if (!federation) throw new Error('module federation runtime is not initialised');
  // A remote built against another contract or singleton major is refused before its code runs
  // (IncompatibleRemoteError, see ./compatibility), whether it is loaded or prefetched.
  if (!checksCompatibility) {
    federation.registerPlugins([compatibilityPlugin()]);
    checksCompatibility = true;
  }
  if (retry || !registered.has(entry.name)) {
    federation.registerRemotes([{ name: entry.name, entry: entry.manifestUrl }], { force: registered.has(entry.name) });
    registered.add(entry.name);
  }
  return federation;
}

/**
 * Loads a remote's parcel lifecycles on demand, by its manifest URL from the registry.
 * `retry` re-registers the remote so a failed fetch is attempted again instead of cached.
 */
export async function loadParcel(entry: RegistryEntry, retry = false): Promise<ParcelLifecycles> {
  const federation = register(entry, retry);
  const parcel = await federation.loadRemote<ParcelLifecycles>(`${entry.name}/${PARCEL_MODULE.slice(2)}`);
  if (!parcel || typeof parcel.mount !== 'function') throw new Error(`${entry.name} did not expose parcel lifecycles`);
  return parcel;
}

/**
 * Loads a page's first screen (`FIRST_SCREEN_MODULE`, or the quote link's) from its remote, through the same runtime
 * and checks as its parcel, for the boot code to draw before the full shell (boot/first-screen.ts).
 */
export async function loadFirstScreen(
  entry: RegistryEntry,
  name: string = FIRST_SCREEN_MODULE,
): Promise<FirstScreenModule> {
  const module = await register(entry, false).loadRemote<FirstScreenModule>(`${entry.name}/${name.slice(2)}`);
  if (!module || typeof module.drawFirstScreen !== 'function') throw new Error(`${entry.name} has no first screen`);
  return module;
}

/**
 * Fetches a remote's manifest, entry and parcel chunks ahead of a likely visit (a link to it
 * hovered or focused), once, so the visit itself only mounts. A failed prefetch is forgotten:
 * the visit loads the remote as usual and shows its error view if it still cannot.
 */
export function prefetchRemote(entry: RegistryEntry): void {
  if (prefetched.has(entry.name) || !getInstance()) return;
  prefetched.add(entry.name);
  register(entry, false)
    .preloadRemote([{ nameOrAlias: entry.name }])
    .catch((error: unknown) => {
      prefetched.delete(entry.name);
      console.warn(`[shell] prefetching ${entry.name} failed`, error);
    });
}
