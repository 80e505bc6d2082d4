/**
 * Runs `run` when the browser has nothing more urgent to do: what the first screen does not need
 * waits for it. Where the browser cannot say (Safari), shortly after.
 */
export const whenIdle = (run: () => void): unknown =>
  typeof window.requestIdleCallback === 'function'
    ? window.requestIdleCallback(run, { timeout: 3000 })
    : setTimeout(run, 200);

/**
 * Settles once the next frame is on screen (requestAnimationFrame runs just before it is painted;
 * the timer after it, once it is): what is fetched after it does not compete with what that frame
 * shows, a first screen's largest text.
 */
export const afterNextPaint = (): Promise<void> =>
  new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));

/**
 * Settles once the browser reports a largest contentful paint at or after `since` (performance.now()
 * time): the frame that shows what was drawn then is on screen, which a frame or two of script
 * timers do not prove (the compositor presents it later). After `most` ms where none comes: what
 * was drawn was not the page's largest, or the browser has no such report (Safari).
 */
export const afterLargestPaint = (
  since: number,
  {
    most = 300,
    Observer = globalThis.PerformanceObserver,
  }: { most?: number; Observer?: typeof PerformanceObserver } = {},
): Promise<void> =>
  new Promise((painted) => {
    let observer: PerformanceObserver | undefined;
    const done = () => {
      observer?.disconnect();
      clearTimeout(timer);
      painted();
    };
    const timer = setTimeout(done, most);
    try {
      observer = new Observer((list) => {
        if (list.getEntries().some((entry) => entry.startTime >= since)) done();
      });
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
    } catch {
      // No such report: the timer.
    }
  });
