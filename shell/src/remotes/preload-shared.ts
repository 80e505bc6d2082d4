import type { SessionStore } from '@platform/session';
import { onFirstInput } from '../app/first-input';
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

/**
 * The kit's form layer (`@platform/remote-kit/forms`: react-hook-form), a shared module of its own
 * so a page opened cold without a form never waits for it.
 */
export const loadFormKit = () => import('@platform/remote-kit/forms');

/**
 * Loads the form layer once, before the first form is opened. When the first page is the shell's
 * own (help, profile), at idle after sign-in with the kit, so a remote's first visit then fetches
 * only the remote's code. When it is a remote's screen, at the person's first press or key instead:
 * an idle moment comes as soon as the screen is drawn, and the page opened cold would fetch the
 * library before it answers input. Returns the remover.
 */
export function preloadFormsAfterFirstPage(
  session: SessionStore,
  firstPageIsRemote: boolean,
  load: () => Promise<unknown> = loadFormKit,
  idle: (run: () => void) => unknown = whenIdle,
  target: EventTarget = window,
): () => void {
  if (!firstPageIsRemote) return preloadSharedOnSignIn(session, load, idle);
  return onFirstInput(
    () => void load().catch((error: unknown) => console.warn('[shell] preloading the form layer failed', error)),
    target,
  );
}
