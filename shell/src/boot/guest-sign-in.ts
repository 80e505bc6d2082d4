import type { RemoteRegistry } from '@platform/remote-contract';
import { createAuthService } from '../auth/auth-service';
import { authConfigOf } from '../auth/issuer-metadata';
import { readStoredLanguage } from '../locale/stored-language';
import { slimSignInInteraction } from './slim-sign-in-path';

/** What the boot code does next on `/auth/login`. */
export type SignInAtBoot =
  /** The provider's sign-in interaction, already on this page's address: draw its form here. */
  | { next: 'sign-in-form'; interaction: string }
  /** The tab is loading another page. */
  | { next: 'leaving' }
  /** A signed-in person, any other path, or a sign-in that could not start: the full shell decides. */
  | { next: 'full-shell' };

type BootLocation = Pick<Location, 'pathname' | 'origin' | 'assign'>;

/**
 * A guest opening `/auth/login` (the landing's "sign in", a signed-out page's way back, a bookmark)
 * is going to the provider's sign-in whatever the shell would render: decide that before React,
 * the router and the federation's shared modules load, with oidc-client-ts alone (its own chunk),
 * the issuer's endpoints known in advance. The sign-in state it keeps is the one
 * `auth/auth-redirect` reads later (same settings, same library).
 *
 * The embedded provider answers the authorization request by sending the tab to its sign-in form
 * on this same page (`/auth/login?interaction=...`): rather than a second page load for it, the
 * request is followed in the background (its cookies kept, as a navigation keeps them) and the
 * address it lands on taken in place, so the form is drawn on the first document (issue 25: the
 * second document was 1.7 s of the page's LCP on a phone). Whatever else the provider answers
 * (a session it already has: a code for auth/auth-redirect; an error page) is loaded as before.
 * `onGuest` runs once the person is known to be a guest, so the form's code can load meanwhile.
 */
export async function signInAtBoot(
  registry: Promise<Pick<RemoteRegistry, 'auth'>>,
  location: BootLocation = window.location,
  onGuest: () => void = () => undefined,
): Promise<SignInAtBoot> {
  if (location.pathname !== '/auth/login') return { next: 'full-shell' };
  try {
    const config = authConfigOf(await registry, location.origin);
    const auth = createAuthService(config);
    if (auth.restore()) return { next: 'full-shell' };
    onGuest();
    const language = readStoredLanguage() ?? 'pt';
    // Another issuer's sign-in is on its own origin: nothing to take in place.
    if (!config.metadata) {
      await auth.signIn('/', language);
      return { next: 'leaving' };
    }
    const address = await auth.signInAddress('/', language);
    const interaction = await interactionOf(address, location.origin);
    if (!interaction) {
      location.assign(address);
      return { next: 'leaving' };
    }
    window.history.replaceState(null, '', `/auth/login?interaction=${encodeURIComponent(interaction)}`);
    return { next: 'sign-in-form', interaction };
  } catch (error) {
    console.error('[shell] sign-in could not start at boot', error);
    return { next: 'full-shell' };
  }
}

/** The sign-in interaction the authorization request at `address` ends on, on this origin; else null. */
async function interactionOf(address: string, origin: string): Promise<string | null> {
  try {
    const response = await fetch(address, { credentials: 'same-origin', headers: { accept: 'text/html' } });
    const landed = new URL(response.url);
    return landed.origin === origin ? slimSignInInteraction(landed) : null;
  } catch {
    // Not reachable from a script (the network, a policy): the page load shows what happens.
    return null;
  }
}
