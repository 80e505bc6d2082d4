/**
 * Runs `run` when the browser has nothing more urgent to do: what the first screen does not need
 * waits for it. Where the browser cannot say (Safari), shortly after.
 */
export const whenIdle = (run: () => void): unknown =>
  typeof window.requestIdleCallback === 'function'
    ? window.requestIdleCallback(run, { timeout: 3000 })
    : setTimeout(run, 200);
