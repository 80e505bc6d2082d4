import type { RequestAuthorizer } from '@platform/api-client';
import type { PlatformEvents } from '@platform/event-bus';
import { createSseParser } from './sse-parser';

export type LiveUpdate = PlatformEvents['live:update'];

/** Where the browser's online state and its changes are read (the window, or a test's stand-in). */
export interface Connectivity {
  isOnline(): boolean;
  /** Calls back on `online` / `offline`; answers the function that stops listening. */
  watch(onChange: (online: boolean) => void): () => void;
}

export interface LiveConnectionOptions {
  /** `${apiBaseUrl}/v3/live` */
  url: string;
  authorize: RequestAuthorizer;
  onUpdate(update: LiveUpdate): void;
  fetch?: typeof fetch;
  connectivity?: Connectivity;
  /** First wait after a failure when the server gave no `retry:` hint. */
  initialDelayMs?: number;
  /** Longest wait between attempts, however many failed. */
  maxDelayMs?: number;
  /** No byte (not even a heartbeat) for this long: the stream is dead, reconnect. */
  idleTimeoutMs?: number;
  /** 0..1; spreads reconnections so clients do not all return in the same second. */
  random?: () => number;
}

export const browserConnectivity: Connectivity = {
  isOnline: () => navigator.onLine !== false,
  watch(onChange) {
    const online = () => onChange(true);
    const offline = () => onChange(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  },
};

const isLiveUpdate = (value: unknown): value is LiveUpdate =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as LiveUpdate).topic === 'string' &&
  typeof (value as LiveUpdate).id === 'string';

/**
 * Keeps one live-update stream open: GET /v3/live read with fetch() (so the request carries the
 * DPoP-bound token and its proof). After a failure it waits, doubling the wait up to a cap; a
 * connection that opens resets the wait; a stream the server ends cleanly (token expiry) is
 * reopened after the server's `retry:` hint. Offline, it waits for the browser to be online.
 * Answers the function that stops it for good.
 */
export function startLiveConnection(options: LiveConnectionOptions): () => void {
  const {
    url,
    authorize,
    onUpdate,
    fetch: fetchImpl = (...args) => fetch(...args),
    connectivity = browserConnectivity,
    initialDelayMs = 1000,
    maxDelayMs = 60_000,
    idleTimeoutMs = 60_000,
    random = Math.random,
  } = options;
  let stopped = false;
  let failures = 0;
  let retryHintMs: number | undefined;
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    controller?.abort();
    controller = null;
  };

  const schedule = (failed: boolean) => {
    if (stopped || !connectivity.isOnline()) return;
    if (failed) failures += 1;
    const base = retryHintMs ?? initialDelayMs;
    const wait = failed ? Math.min(maxDelayMs, base * 2 ** (failures - 1)) : base;
    // Between 80 % and 120 % of the wait, never past the cap.
    timer = setTimeout(() => void connect(), Math.min(maxDelayMs, Math.round(wait * (0.8 + 0.4 * random()))));
  };

  async function connect() {
    cancel();
    if (stopped || !connectivity.isOnline()) return;
    const attempt = new AbortController();
    controller = attempt;
    let idle: ReturnType<typeof setTimeout> | undefined;
    const stillThere = () => {
      clearTimeout(idle);
      idle = setTimeout(() => attempt.abort(), idleTimeoutMs);
    };
    let opened = false;
    try {
      const credentials = await authorize({ method: 'GET', url });
      if (attempt.signal.aborted) return;
      const response = await fetchImpl(url, {
        headers: { ...credentials, accept: 'text/event-stream' },
        cache: 'no-store',
        signal: attempt.signal,
      });
      if (!response.ok || !response.body) throw new Error(`live updates answered ${response.status}`);
      opened = true;
      failures = 0;
      stillThere();
      const parser = createSseParser();
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      // Whoever aborts (idle watchdog, offline, stop) also ends the read below.
      attempt.signal.addEventListener('abort', () => void reader.cancel().catch(() => undefined));
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        stillThere();
        for (const event of parser.push(value)) {
          if (event.event !== 'update') continue;
          try {
            const update: unknown = JSON.parse(event.data);
            if (isLiveUpdate(update)) onUpdate(update);
          } catch {
            // A malformed event is skipped; the stream goes on.
          }
        }
        retryHintMs = parser.retryMs() ?? retryHintMs;
      }
    } catch {
      // Refused, unreachable, dropped or gone quiet: the schedule below decides when to retry.
    } finally {
      clearTimeout(idle);
    }
    // Superseded (stopped, offline, or a newer attempt started): that one owns the schedule.
    if (controller !== attempt) return;
    controller = null;
    schedule(!opened || attempt.signal.aborted);
  }

  const unwatch = connectivity.watch((online) => {
    if (stopped) return;
    if (online) {
      failures = 0;
      void connect();
    } else cancel();
  });
  void connect();

  return () => {
    stopped = true;
    unwatch();
    cancel();
  };
}
