import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse-parser';

describe('server-sent events parser', () => {
  it('reads events, their ids and the retry hint, and skips heartbeat comments', () => {
    const parser = createSseParser();
    const events = parser.push(
      'retry: 3000\n: connected\n\n: heartbeat\n\nid: 7\nevent: update\ndata: {"topic":"application-form","id":"f1","version":4}\n\n',
    );
    expect(events).toEqual([{ event: 'update', id: '7', data: '{"topic":"application-form","id":"f1","version":4}' }]);
    expect(parser.retryMs()).toBe(3000);
  });

  it('completes an event split across chunks, anywhere, with any line ending', () => {
    const parser = createSseParser();
    const stream = 'event: update\r\ndata: {"a":\r\ndata: 1}\r\n\r\nevent: update\rdata: x\r\r\n';
    const events = [...stream].flatMap((character) => parser.push(character));
    expect(events).toEqual([
      { event: 'update', data: '{"a":\n1}' },
      { event: 'update', data: 'x' },
    ]);
  });

  it('names an event without `event:` "message", drops one without data, and ignores unknown fields', () => {
    const parser = createSseParser();
    expect(parser.push('data: plain\n\nevent: empty\n\nfoo: bar\ndata\n\nretry: soon\n\n')).toEqual([
      { event: 'message', data: 'plain' },
      { event: 'message', data: '' },
    ]);
    expect(parser.retryMs()).toBeUndefined();
  });
});
