/** What says the person is about to use the page: a press, a key, a touch, a click, a move in history (`moveInApp`). */
const INTENTS = ['pointerdown', 'keydown', 'touchstart', 'click', 'popstate'];

/**
 * Settles at the person's first input intent on `target`. The home's first screen is drawn
 * without the full shell; the full shell's parse and run (a second of main thread on a phone)
 * wait for this, so the page is quiet until someone uses it (issue 25, TBT). Listened to in the
 * capture phase, before any handler of the page can stop it.
 */
export function firstInputIntent(target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> = window) {
  return new Promise<void>((resolve) => {
    const start = () => {
      for (const type of INTENTS) target.removeEventListener(type, start, true);
      resolve();
    };
    for (const type of INTENTS) target.addEventListener(type, start, { capture: true, passive: true });
  });
}
