/**
 * What `/meta.json` holds (spec section 7): the app version and when it was built; and, from the
 * runtime registry, which build of each remote it points at (see fetchRelease), so a remote
 * deployed or rolled back alone is announced as well.
 */
export interface AppMeta {
  version: string;
  timestamp: string;
  remotes?: string;
}

const STORAGE_KEY = 'platform.appMeta';

/**
 * The version this code was built as, defined at build time by @platform/build-preset's
 * pluginAppMeta (the same values it writes into meta.json). Unbuilt (tests) it reads as a dev build.
 */
export function builtMeta(): AppMeta {
  try {
    return { version: process.env.APP_VERSION ?? '0.0.0-dev', timestamp: process.env.APP_BUILD_TIMESTAMP ?? '' };
  } catch {
    return { version: '0.0.0-dev', timestamp: '' };
  }
}

/**
 * The version the user runs: the one they accepted in this session (the update flow stores it
 * before reloading), else the built one. Comparing against it means a reload that still serves
 * the older code does not ask again for the same version.
 */
export function runningMeta(storage: Storage | undefined = globalThis.sessionStorage): AppMeta {
  try {
    const stored = JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null') as Partial<AppMeta> | null;
    if (stored && typeof stored.version === 'string')
      return { version: stored.version, timestamp: String(stored.timestamp ?? '') };
  } catch {
    // unreadable or blocked storage: fall back to the built version
  }
  return builtMeta();
}

/** Remembers, for this tab's session, the version the user moved to. */
export function rememberMeta(meta: AppMeta, storage: Storage | undefined = globalThis.sessionStorage): void {
  try {
    // The shell's version only: the remotes running are those of the registry the page loaded.
    storage?.setItem(STORAGE_KEY, JSON.stringify({ version: meta.version, timestamp: meta.timestamp }));
  } catch {
    // storage blocked: the update still reloads, it may only be offered again
  }
}

/** A newer (or rolled back) version, the same version rebuilt, or a remote deployed or rolled back. */
export function isDifferent(published: AppMeta, running: AppMeta): boolean {
  if (published.version !== running.version) return true;
  if (published.remotes !== undefined && running.remotes !== undefined && published.remotes !== running.remotes)
    return true;
  return Boolean(published.timestamp && running.timestamp && published.timestamp !== running.timestamp);
}
