import { isPublicPath, type RemoteRegistry } from '@platform/remote-contract';
import { createAuthService } from '../auth/auth-service';
import { authConfigOf } from '../auth/issuer-metadata';
import { prefetchRemote } from '../remotes/load-parcel';
import { remoteOfPath } from './route-owner';

// The homes' first reads start in the same step (index.ts), before the full shell takes them.
export { startHomeReads } from './home-reads';
// And the customer home's first screen, drawn from them before the full shell (same chunk, no extra request).
export { drawFirstScreenAtBoot } from './first-screen';
export { handOverWhenHomeDrawn } from './first-screen-hand-over';

/**
 * Opened directly on a remote's page (the sign-in screen the provider sends a guest to, a
 * signed-in person's dashboard), the page needs that remote's manifest, entry and first chunks:
 * fetch them now, alongside the shell's own code, instead of after the shell has rendered. Only
 * where the remote will be shown: a public page, or anyone with a session kept in this tab (a
 * guest on a signed-in page is sent to sign-in instead). Answers the remote warmed, if any.
 */
export function warmRemoteOfPage(
  registry: RemoteRegistry,
  location: Pick<Location, 'pathname' | 'origin'> = window.location,
  prefetch: typeof prefetchRemote = prefetchRemote,
): string | null {
  const signedIn = createAuthService(authConfigOf(registry, location.origin)).restore() !== null;
  const entry = remoteOfPath(registry, location.pathname);
  if (!entry) return null;
  if (!signedIn && !isPublicPath(location.pathname)) return null;
  prefetch(entry);
  return entry.name;
}
