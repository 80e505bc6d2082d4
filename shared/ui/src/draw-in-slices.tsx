import { startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/** Tells the caller the screen is on the page (its commit). */
function WhenDrawn({ onDrawn, children }: { onDrawn: () => void; children: ReactNode }) {
  useLayoutEffect(onDrawn, [onDrawn]);
  return children;
}

/**
 * Draws a first screen (`FIRST_SCREEN_MODULE`) into `container` in a transition, so that React
 * draws it in slices between which the page answers (the quote link's options were one task of
 * 200-360 ms at 4x CPU), and answers once it is on the page; rejects, having unmounted what it drew,
 * when drawing throws. Without `flushSync`, a first screen takes only `react-dom/client`, not
 * `react-dom`'s own chunk too.
 */
export function drawInSlices(container: HTMLElement, screen: ReactNode): Promise<{ unmount(): void }> {
  return new Promise((drawn, failed) => {
    const root = createRoot(container, {
      onUncaughtError: (error) => {
        queueMicrotask(() => root.unmount());
        failed(error);
      },
    });
    const handle = { unmount: () => root.unmount() };
    startTransition(() => root.render(<WhenDrawn onDrawn={() => drawn(handle)}>{screen}</WhenDrawn>));
  });
}
