// The shell's lazy telemetry chunk: imported only by telemetry.ts, after first paint, when a DSN
// is configured. Nothing else may import @sentry/react, or it would land in the first load.
import { browserTracingIntegration, captureException, init, replayIntegration, withScope } from '@sentry/react';

export interface SentrySettings {
  dsn: string;
  version: string;
}

/** Sends an error tagged with the remote that raised it (`shell` for the shell's own). */
export interface Reporter {
  capture(error: unknown, remote: string): void;
}

/** Spec section 7: traces sampled at 1, session replays at 0.1, replays on error at 1. */
export function initSentry({ dsn, version }: SentrySettings): Reporter {
  init({
    dsn,
    release: version,
    tracesSampleRate: 1,
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1,
    integrations: [browserTracingIntegration(), replayIntegration()],
    // Uncaught errors come from the shell unless a capture below says otherwise.
    initialScope: { tags: { remote: 'shell', app_version: version } },
  });
  return {
    capture(error, remote) {
      withScope((scope) => {
        scope.setTag('remote', remote);
        captureException(error);
      });
    },
  };
}
