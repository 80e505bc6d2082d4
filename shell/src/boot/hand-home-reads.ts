import { dropEarlyReads, handEarlyReads } from '@platform/api-client';
import { takeHomeReads } from './home-reads';

/**
 * Hands the home's reads started at boot (`startHomeReads`) to the API clients, for the page they
 * were started for only: once the person is on another page (a redirect to sign in or to their own
 * home, a link followed before the home drew), those not taken are forgotten, so a screen opened
 * later reads fresh instead of taking an answer from the start of the visit.
 */
export function handHomeReads(
  router: { subscribe: (listener: (state: { location: { pathname: string } }) => void) => () => void },
  openedPath: string,
) {
  const reads = takeHomeReads();
  if (!reads.length) return;
  handEarlyReads(reads);
  const stop = router.subscribe(({ location }) => {
    if (location.pathname === openedPath) return;
    dropEarlyReads();
    stop();
  });
}
