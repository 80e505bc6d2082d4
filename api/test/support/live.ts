// A live-update subscriber as the shell is one: GET /v3/live read with fetch() streaming.
import type { TestApp } from './app';

export interface LiveStream {
  status: number;
  /** The `update` events received so far, parsed. */
  events: { topic: string; id: string; version?: number }[];
  /** Raw text received so far (retry hint, comments). */
  text: string;
  /** Resolves once `count` events arrived; rejects after `ms`. */
  waitForEvents(count: number, ms?: number): Promise<void>;
  close(): void;
}

export async function openLive(api: TestApp, headers: Record<string, string>): Promise<LiveStream> {
  const controller = new AbortController();
  const response = await api.fetch('/v3/live', {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const stream: LiveStream = {
    status: response.status,
    events: [],
    text: '',
    async waitForEvents(count, ms = 3000) {
      const until = Date.now() + ms;
      while (stream.events.length < count) {
        if (Date.now() > until)
          throw new Error(`waited ${ms} ms for ${count} live events, got ${stream.events.length}: ${stream.text}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => controller.abort(),
  };
  if (!response.ok || !response.body) return stream;
  void (async () => {
    const decoder = new TextDecoder();
    let pending = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        const text = decoder.decode(chunk, { stream: true });
        stream.text += text;
        pending += text;
        let end: number;
        while ((end = pending.indexOf('\n\n')) >= 0) {
          const block = pending.slice(0, end);
          pending = pending.slice(end + 2);
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (data && block.includes('event: update')) stream.events.push(JSON.parse(data.slice(6)));
        }
      }
    } catch {
      // aborted by close()
    }
  })();
  return stream;
}
