import { getInstance } from '@module-federation/enhanced/runtime';
import type { ParcelLifecycles, RegistryEntry } from '@platform/remote-contract';
import { PARCEL_MODULE } from '@platform/remote-contract';
import { compatibilityPlugin } from './compatibility';

const registered = new Set<string>();
let checksCompatibility = false;

/**
 * Loads a remote's parcel lifecycles on demand, by its manifest URL from the registry.
 * `retry` re-registers the remote so a failed fetch is attempted again instead of cached.
 * A remote built against another contract or singleton major is refused before its code runs
 * (IncompatibleRemoteError, see ./compatibility).
 */
export async function loadParcel(entry: RegistryEntry, retry = false): Promise<ParcelLifecycles> {
  const federation = getInstance();
  if (!federation) throw new Error('module federation runtime is not initialised');
  if (!checksCompatibility) {
    federation.registerPlugins([compatibilityPlugin()]);
    checksCompatibility = true;
  }
  if (retry || !registered.has(entry.name)) {
    federation.registerRemotes([{ name: entry.name, entry: entry.manifestUrl }], { force: registered.has(entry.name) });
    registered.add(entry.name);
  }
  const parcel = await federation.loadRemote<ParcelLifecycles>(`${entry.name}/${PARCEL_MODULE.slice(2)}`);
  if (!parcel || typeof parcel.mount !== 'function') throw new Error(`${entry.name} did not expose parcel lifecycles`);
  return parcel;
}
