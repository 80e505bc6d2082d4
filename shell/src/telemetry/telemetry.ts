import type { EventBus } from '@platform/event-bus';
import type { Reporter, SentrySettings } from './sentry';

export interface TelemetryOptions {
  /** From the runtime registry (`sentryDsn`); none means no telemetry at all. */
  dsn?: string;
  /** The app version, as in meta.json. */
  version: string;
  eventBus: EventBus;
  /** Replaced in tests. */
  load?: () => Promise<{ initSentry: (settings: SentrySettings) => Reporter }>;
  whenIdle?: (run: () => void) => void;
}

/** An error a remote reported from a background call (`ui:background-error`). */
export class BackgroundError extends Error {
  constructor(
    title: string,
    readonly code?: string,
  ) {
    super(title);
    this.name = 'BackgroundError';
  }
}

const MAX_WAITING = 50;

/**
 * Runs `run` once the page has loaded and the browser is idle, so telemetry never competes with
 * the landing route's first paint.
 */
export function afterFirstPaint(run: () => void): void {
  const idle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(() => run(), { timeout: 5000 })
      : setTimeout(run, 1);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * Error reporting (spec section 7) when a DSN is configured: @sentry/react is fetched as the
 * shell's own lazy chunk after first paint, so it costs the landing route nothing. Errors raised
 * before it arrives wait for it. Each is tagged with the remote that raised it: the area's
 * `app:error` source, or a background error's source. Without a DSN nothing is loaded or sent.
 */
export function startTelemetry({
  dsn,
  version,
  eventBus,
  load = () => import(/* webpackChunkName: "sentry" */ './sentry'),
  whenIdle = afterFirstPaint,
}: TelemetryOptions): void {
  if (!dsn) return;
  let reporter: Reporter | null = null;
  const waiting: Array<[unknown, string]> = [];
  const report = (error: unknown, remote: string) => {
    if (reporter) reporter.capture(error, remote);
    else if (waiting.length < MAX_WAITING) waiting.push([error, remote]);
  };
  eventBus.on('app:error', ({ error, source }) => report(error, source));
  eventBus.on('ui:background-error', ({ title, code, source }) =>
    report(new BackgroundError(title, code), source ?? 'shell'),
  );
  whenIdle(() => {
    load()
      .then(({ initSentry }) => {
        reporter = initSentry({ dsn, version });
        for (const [error, remote] of waiting.splice(0)) reporter.capture(error, remote);
      })
      .catch((error: unknown) => console.error('[telemetry] could not start', error));
  });
}
