// Async boundary: shared singletons are negotiated by module federation before any is imported.
// The registry is fetched at once (the page preloads it) and handed on. A guest on `/` leaves for
// sign-in from here, before the full shell (React, router, shared modules) is fetched at all; on a
// remote's page, that remote is fetched alongside the shell's code rather than after it.
import { fetchRegistry } from './remotes/fetch-registry';

const registry = fetchRegistry();
void import('./boot/guest-sign-in')
  .then(({ leaveForSignInAtBoot }) => leaveForSignInAtBoot(registry))
  .catch(() => false)
  .then(async (leaving) => {
    if (leaving) return;
    void Promise.all([registry, import('./boot/warm-remote')])
      .then(([loaded, { warmRemoteOfPage }]) => warmRemoteOfPage(loaded))
      .catch((error: unknown) => console.warn('[shell] could not fetch the page’s remote early', error));
    (await import('./bootstrap')).startShell(registry);
  });
