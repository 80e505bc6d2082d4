import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLiveConnection, type Connectivity, type LiveUpdate } from './live-connection';

const URL = 'http://localhost:3000/v3/live';

/** A fake API: each request gets the next planned answer; a stream stays open until ended. */
function fakeApi() {
  const requests: { headers: Record<string, string>; at: number }[] = [];
  const answers: (() => Response | Promise<Response>)[] = [];
  const streams: { send(text: string): void; end(): void }[] = [];
  const fetchImpl = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ headers: init?.headers as Record<string, string>, at: Date.now() });
    const next = answers.shift();
    if (!next) throw new TypeError('Failed to fetch');
    const response = await next();
    init?.signal?.addEventListener('abort', () => void response.body?.cancel().catch(() => undefined));
    return response;
  });
  return {
    requests,
    fetch: fetchImpl as unknown as typeof fetch,
    /** The next request opens a stream; answers its controls. */
    openStream() {
      let controller!: ReadableStreamDefaultController<Uint8Array>;
      const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
      const encoder = new TextEncoder();
      const stream = {
        send: (text: string) => controller.enqueue(encoder.encode(text)),
        end: () => controller.close(),
      };
      streams.push(stream);
      answers.push(() => new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }));
      return stream;
    },
    refuse(status: number) {
      answers.push(() => new Response('{"code":"TOKEN_INVALID"}', { status }));
    },
    unreachable() {
      answers.push(() => Promise.reject(new TypeError('Failed to fetch')));
    },
  };
}

function fakeConnectivity(): Connectivity & { set(online: boolean): void } {
  let online = true;
  let listener: ((online: boolean) => void) | null = null;
  return {
    isOnline: () => online,
    watch(onChange) {
      listener = onChange;
      return () => void (listener = null);
    },
    set(value) {
      online = value;
      listener?.(value);
    },
  };
}

let stop: (() => void) | undefined;
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  stop?.();
  vi.useRealTimers();
});

function start(api: ReturnType<typeof fakeApi>, connectivity = fakeConnectivity()) {
  const updates: LiveUpdate[] = [];
  stop = startLiveConnection({
    url: URL,
    authorize: async () => ({ Authorization: 'DPoP token', DPoP: 'proof' }),
    onUpdate: (update) => updates.push(update),
    fetch: api.fetch,
    connectivity,
    initialDelayMs: 1000,
    maxDelayMs: 8000,
    idleTimeoutMs: 60_000,
    random: () => 0.5,
  });
  return { updates, connectivity };
}

describe('live connection', () => {
  it('sends the credentials and publishes each update event it reads', async () => {
    const api = fakeApi();
    const stream = api.openStream();
    const { updates } = start(api);
    await vi.advanceTimersByTimeAsync(0);
    expect(api.requests[0]!.headers).toEqual({
      Authorization: 'DPoP token',
      DPoP: 'proof',
      accept: 'text/event-stream',
    });
    stream.send(
      'retry: 3000\n: connected\n\nid: 1\nevent: update\ndata: {"topic":"application-form","id":"f1","version":4}\n\n',
    );
    stream.send('event: update\ndata: not json\n\n: heartbeat\n\n');
    await vi.advanceTimersByTimeAsync(0);
    expect(updates).toEqual([{ topic: 'application-form', id: 'f1', version: 4 }]);
  });

  it('after failures waits 1, 2, 4, 8, 8 s (doubling up to the cap), and a connection that opens resets the wait', async () => {
    const api = fakeApi();
    for (let i = 0; i < 5; i += 1) api.unreachable();
    const stream = api.openStream();
    start(api);
    await vi.advanceTimersByTimeAsync(0);
    for (const wait of [1000, 2000, 4000, 8000, 8000]) {
      const before = api.requests.length;
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(api.requests.length).toBe(before);
      await vi.advanceTimersByTimeAsync(1);
      expect(api.requests.length).toBe(before + 1);
    }
    // Connected; then the API refuses once: the wait starts again at 1 s, not at 16 s.
    api.refuse(503);
    stream.end();
    api.openStream();
    await vi.advanceTimersByTimeAsync(1000);
    expect(api.requests.length).toBe(7);
    await vi.advanceTimersByTimeAsync(1000);
    expect(api.requests.length).toBe(8);
  });

  it('reopens a stream the server ended after the server’s retry hint', async () => {
    const api = fakeApi();
    const first = api.openStream();
    api.openStream();
    start(api);
    await vi.advanceTimersByTimeAsync(0);
    first.send('retry: 3000\n\n');
    first.end();
    await vi.advanceTimersByTimeAsync(2999);
    expect(api.requests.length).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.requests.length).toBe(2);
  });

  it('drops a stream that went quiet (no heartbeat) and reconnects', async () => {
    const api = fakeApi();
    const stream = api.openStream();
    api.openStream();
    start(api);
    await vi.advanceTimersByTimeAsync(0);
    stream.send(': heartbeat\n\n');
    await vi.advanceTimersByTimeAsync(59_999);
    expect(api.requests.length).toBe(1);
    await vi.advanceTimersByTimeAsync(1 + 1000);
    expect(api.requests.length).toBe(2);
  });

  it('does not try while offline and reconnects at once when the browser is back online', async () => {
    const api = fakeApi();
    api.unreachable();
    api.openStream();
    const { connectivity } = start(api);
    await vi.advanceTimersByTimeAsync(0);
    connectivity.set(false);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(api.requests.length).toBe(1);
    connectivity.set(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(api.requests.length).toBe(2);
  });

  it('stops for good: the stream is closed and nothing is retried', async () => {
    const api = fakeApi();
    api.openStream();
    start(api);
    await vi.advanceTimersByTimeAsync(0);
    stop!();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(api.requests.length).toBe(1);
  });
});
