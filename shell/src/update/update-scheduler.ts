import { isDifferent, type AppMeta } from './app-meta';

/** Spec section 9: a check every 30 seconds, doubling after each failure up to 30 minutes. */
export const CHECK_INTERVAL_MS = 30_000;
export const MAX_CHECK_INTERVAL_MS = 30 * 60_000;

type Events = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export interface UpdateSchedulerOptions {
  /** Reads the published meta.json; rejects when it cannot. */
  fetchMeta: () => Promise<Partial<AppMeta>>;
  /** The version the user runs now. */
  running: () => AppMeta;
  /** Called once per newly published version. */
  onUpdate: (published: AppMeta) => void;
  /** Where `online` fires (the window). */
  win?: Events;
  /** Where `visibilitychange` fires, and whether the tab is visible (the document). */
  doc?: Events & { readonly visibilityState: DocumentVisibilityState };
  interval?: number;
  maxInterval?: number;
  log?: Pick<Console, 'warn' | 'error'>;
}

export interface UpdateScheduler {
  /** Checks now, then on schedule, and on `online` and the tab becoming visible. */
  start(): void;
  stop(): void;
  /** Checks now (a check already under way is shared) and restarts the countdown. */
  checkNow(): Promise<void>;
  /** Milliseconds until the next scheduled check. */
  readonly delay: number;
}

/**
 * The update notifier's clock (spec sections 4, 7, 9), free of React and of the DOM's globals
 * so fake timers can drive it. A failed check is logged and doubles the wait (capped); a
 * successful one resets it; a meta.json without a version is a warning and changes nothing.
 */
export function createUpdateScheduler(options: UpdateSchedulerOptions): UpdateScheduler {
  const {
    fetchMeta,
    running,
    onUpdate,
    interval = CHECK_INTERVAL_MS,
    maxInterval = MAX_CHECK_INTERVAL_MS,
    log = console,
  } = options;
  const win = options.win ?? globalThis.window;
  const doc = options.doc ?? globalThis.document;
  let delay = interval;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<void> | null = null;
  let announced = '';
  let started = false;

  async function check(): Promise<void> {
    try {
      const meta = await fetchMeta();
      delay = interval;
      if (typeof meta?.version !== 'string' || !meta.version) {
        log.warn('[update] meta.json has no version; check skipped');
        return;
      }
      const published: AppMeta = {
        version: meta.version,
        timestamp: typeof meta.timestamp === 'string' ? meta.timestamp : '',
        ...(typeof meta.remotes === 'string' ? { remotes: meta.remotes } : {}),
      };
      const key = `${published.version}|${published.timestamp}|${published.remotes ?? ''}`;
      if (isDifferent(published, running()) && key !== announced) {
        announced = key;
        onUpdate(published);
      }
    } catch (error) {
      delay = Math.min(delay * 2, maxInterval);
      log.error(`[update] version check failed; next in ${delay / 1000} s`, error);
    }
  }

  function schedule() {
    clearTimeout(timer);
    if (started) timer = setTimeout(() => void checkNow(), delay);
  }

  function checkNow(): Promise<void> {
    clearTimeout(timer);
    inFlight ??= check().finally(() => {
      inFlight = null;
      schedule();
    });
    return inFlight;
  }

  const onOnline = () => void checkNow();
  const onVisibility = () => {
    if (doc.visibilityState === 'visible') void checkNow();
  };

  return {
    start() {
      if (started) return;
      started = true;
      win.addEventListener('online', onOnline);
      doc.addEventListener('visibilitychange', onVisibility);
      void checkNow();
    },
    stop() {
      started = false;
      clearTimeout(timer);
      win.removeEventListener('online', onOnline);
      doc.removeEventListener('visibilitychange', onVisibility);
    },
    checkNow,
    get delay() {
      return delay;
    },
  };
}
