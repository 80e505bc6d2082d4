import type { RemoteRegistry } from '@platform/remote-contract';
import { createAuthService } from '../auth/auth-service';
import { authConfigOf } from '../auth/issuer-metadata';
import { readStoredLanguage } from '../locale/stored-language';

/**
 * A guest opening `/auth/login` (the landing's "sign in", a signed-out page's way back) is going to
 * the provider's sign-in whatever the shell would render: decide
 * that before React, the router and the federation's shared modules load, and leave with
 * oidc-client-ts alone (its own chunk), the issuer's endpoints known in advance. The sign-in
 * state it keeps is the one `auth/auth-redirect` reads later (same settings, same library).
 *
 * Answers whether the page is leaving; `false` lets the full shell start (a signed-in person, any
 * other path, or a sign-in that could not start: the shell then shows its own view of it).
 */
export async function leaveForSignInAtBoot(
  registry: Promise<Pick<RemoteRegistry, 'auth'>>,
  location: Pick<Location, 'pathname' | 'origin'> = window.location,
): Promise<boolean> {
  if (location.pathname !== '/auth/login') return false;
  try {
    const auth = createAuthService(authConfigOf(await registry, location.origin));
    if (auth.restore()) return false;
    await auth.signIn('/', readStoredLanguage() ?? 'pt');
    return true;
  } catch (error) {
    console.error('[shell] sign-in could not start at boot', error);
    return false;
  }
}
