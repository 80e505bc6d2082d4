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
