import type { SessionStore } from '@platform/session';

/**
 * What every remote shares and the shell itself does not run: the remote kit (TanStack Query,
 * the form stack, the remote's root) and single-spa-react. The shell provides them (module
 * federation `shared`, loaded-first); loaded once here, at idle after the person is signed in,
 * each remote's first visit then fetches only the remote's own code instead of its own copy of
 * the kit. A guest (the landing) never loads them from here: the sign-in screen brings what it needs.
 */
export const loadSharedKit = () => Promise.all([import('@platform/remote-kit'), import('single-spa-react')]);

const whenIdle = (run: () => void) =>
  typeof window.requestIdleCallback === 'function'
    ? window.requestIdleCallback(run, { timeout: 3000 })
    : setTimeout(run, 200);

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

/**
 * The kit's form layer (`@platform/remote-kit/forms`: react-hook-form), a shared module of its own
 * so a page without a form never waits for it. Loaded once a remote's first screen is drawn (the
 * page answers input by then), at idle, so the first form a person opens does not fetch it.
 */
export const loadFormKit = () => import('@platform/remote-kit/forms');

/** Returns a function that starts `load` at idle the first time it is called, and never again. */
export function onceWhenIdle(load: () => Promise<unknown>, idle: (run: () => void) => unknown = whenIdle): () => void {
  let started = false;
  return () => {
    if (started) return;
    started = true;
    idle(() => {
      load().catch((error: unknown) => console.warn('[shell] preloading the form layer failed', error));
    });
  };
}

/** Called when a remote's screen is mounted (remote-area.tsx). */
export const preloadFormKit = onceWhenIdle(loadFormKit);
