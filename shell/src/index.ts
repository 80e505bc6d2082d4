// Async boundary: shared singletons are negotiated by module federation before any is imported.
// The registry is fetched at once (the page preloads it) and handed on. A guest on `/` leaves for
// sign-in from here, before the full shell (React, router, shared modules) is fetched at all; the
// sign-in interaction page it comes back to is drawn by the slim sign-in page (React alone), not
// the full shell; on a remote's page, that remote is fetched alongside the shell's code rather than
// after it.
import { fetchRegistry } from './remotes/fetch-registry';
import { slimSignInInteraction } from './boot/slim-sign-in-path';

const registry = fetchRegistry();
const startFullShell = async () => {
  void Promise.all([registry, import('./boot/warm-remote')])
    .then(([loaded, { warmRemoteOfPage }]) => warmRemoteOfPage(loaded))
    .catch((error: unknown) => console.warn('[shell] could not fetch the page’s remote early', error));
  (await import('./bootstrap')).startShell(registry);
};
const interaction = slimSignInInteraction(window.location);

if (interaction)
  void import('./boot/slim-sign-in')
    .then(({ startSlimSignIn }) => startSlimSignIn(interaction, registry))
    .catch(async (error: unknown) => {
      console.error('[shell] the slim sign-in page could not start', error);
      await startFullShell();
    });
else
  void import('./boot/guest-sign-in')
    .then(({ leaveForSignInAtBoot }) => leaveForSignInAtBoot(registry))
    .catch(() => false)
    .then(async (leaving) => {
      if (!leaving) await startFullShell();
    });
