import type { SessionStore } from '@platform/session';
import { whenIdle } from '../app/when-idle';

/**
 * What every remote shares and the shell itself does not run: the remote kit (TanStack Query,
 * the form stack, the remote's root) and single-spa-react. The shell provides them (module
 * federation `shared`, loaded-first); loaded once here, at idle after the person is signed in,
 * each remote's first visit then fetches only the remote's own code instead of its own copy of
 * the kit. A guest (the landing) never loads them from here: the sign-in screen brings what it needs.
 */
export const loadSharedKit = () => Promise.all([import('@platform/remote-kit'), import('single-spa-react')]);

/** Loads the shared kit once, when the session first holds a token. Returns the remover. */
export function preloadSharedOnSignIn(
  session: SessionStore,
  load: () => Promise<unknown> = loadSharedKit,
  idle: (run: () => void) => unknown = whenIdle,
): () => void {
  let started = false;
  const check = () => {
    if (started || !session.getState().user.token) return;
    started = true;
    unsubscribe();
    idle(() => {
      load().catch((error: unknown) => console.warn('[shell] preloading the shared remote kit failed', error));
    });
  };
  const unsubscribe = session.subscribe(check);
  check();
  return unsubscribe;
}
