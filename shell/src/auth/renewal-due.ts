import { onFirstInput } from '../app/first-input';

/** How long before the access token expires the library must be there to renew it. */
export const RENEW_AHEAD_MS = 60_000;

/**
 * Runs `run` (loading oidc-client-ts to keep the token fresh) when it matters, not while the page
 * opened cold is still fetching what it shows: at the person's first press or key, when the tab is
 * hidden (its timers are slowed there), or a minute before the token expires — at once when it is
 * already that close — whichever comes first. The API calls in between are signed without the
 * library (`dpop-proof`). Returns the remover.
 */
export function whenRenewalMatters(
  expiresAt: number,
  run: () => void,
  {
    now = Date.now(),
    target = window as EventTarget,
    page = document as Pick<Document, 'visibilityState'> & EventTarget,
  } = {},
): () => void {
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    remove();
    run();
  };
  const onHidden = () => page.visibilityState === 'hidden' && go();
  const timer = setTimeout(go, Math.max(0, expiresAt * 1000 - RENEW_AHEAD_MS - now));
  const removeInput = onFirstInput(go, target);
  page.addEventListener('visibilitychange', onHidden);
  const remove = () => {
    clearTimeout(timer);
    removeInput();
    page.removeEventListener('visibilitychange', onHidden);
  };
  return remove;
}
