import type { ShellServices } from '../app/shell-context';

type LiveServices = Pick<ShellServices, 'session' | 'eventBus' | 'apiBaseUrl' | 'authorize'>;

/**
 * One live-update connection while someone is signed in: opened when the session becomes
 * LOGGED, closed on sign-out. Each update goes on the event bus as `live:update`. The connection
 * code is a chunk of its own, fetched at the first sign-in: guests never download it.
 */
export function watchLiveUpdates(
  { session, eventBus, apiBaseUrl, authorize }: LiveServices,
  load = () => import('./live-connection'),
): () => void {
  let stop: (() => void) | null = null;
  let wanted = false;

  const sync = (signedIn: boolean) => {
    if (signedIn === wanted) return;
    wanted = signedIn;
    if (!signedIn) {
      stop?.();
      stop = null;
      return;
    }
    load().then(
      ({ startLiveConnection }) => {
        // Signed out (or in and out again) while the chunk was loading: this start is stale.
        if (!wanted || stop) return;
        stop = startLiveConnection({
          url: `${apiBaseUrl}/v3/live`,
          authorize,
          onUpdate: (update) => eventBus.emit('live:update', update),
        });
      },
      (error: unknown) => console.error('[shell] live updates unavailable', error),
    );
  };

  const isSignedIn = () => session.getState().user.logged_type === 'LOGGED';
  sync(isSignedIn());
  const unsubscribe = session.subscribe(() => sync(isSignedIn()));
  return () => {
    unsubscribe();
    sync(false);
  };
}
