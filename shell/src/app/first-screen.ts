import { whenIdle } from './when-idle';

/**
 * What the shell starts only once the page's first screen is drawn (a remote's area mounted, or
 * failed), at idle: the browser is idle often before that, while it waits for the remote's
 * files, and what would start then (oidc-client-ts, to keep the token fresh) would compete with them.
 * On a page no remote draws (the shell's own), the wait ends after `fallbackMs`.
 */
export function createFirstScreen(idle: (run: () => void) => unknown = whenIdle, fallbackMs = 10_000) {
  let isDrawn = false;
  const waiting: (() => void)[] = [];
  const drawn = () => {
    if (isDrawn) return;
    isDrawn = true;
    for (const run of waiting.splice(0)) idle(run);
  };
  setTimeout(drawn, fallbackMs);
  return {
    /** The page's first screen is on display. */
    drawn,
    /** Runs `run` at idle once the first screen is drawn. */
    after(run: () => void) {
      if (isDrawn) idle(run);
      else waiting.push(run);
    },
  };
}

/** The shell's one first screen. */
export const firstScreen = createFirstScreen();
