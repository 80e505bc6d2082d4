/** One server-sent event, as the HTML standard's event-stream format defines it. */
export interface ServerSentEvent {
  event: string;
  data: string;
  id?: string;
}

export interface SseParser {
  /** Feeds the next piece of the stream; answers the events it completed. */
  push(chunk: string): ServerSentEvent[];
  /** The last `retry:` hint, in milliseconds. */
  retryMs(): number | undefined;
}

/**
 * The event-stream format (fields `event`, `data`, `id`, `retry`; `:` comments; a blank line
 * ends an event), incrementally, for a stream read with fetch(): EventSource would do this, but
 * cannot send the Authorization and DPoP headers the API needs.
 */
export function createSseParser(): SseParser {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | undefined;
  let retry: number | undefined;

  const line = (text: string, done: ServerSentEvent[]) => {
    if (text === '') {
      if (data.length)
        done.push({ event: event || 'message', data: data.join('\n'), ...(id !== undefined ? { id } : {}) });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) id = value;
    else if (field === 'retry' && /^\d+$/.test(value)) retry = Number(value);
  };

  return {
    push(chunk) {
      buffer += chunk;
      const done: ServerSentEvent[] = [];
      // Lines end with \n, \r\n or \r; a trailing \r may be the first half of \r\n, so wait for more.
      const lines = buffer.split(/\r\n|\n|\r(?!$)/);
      buffer = lines.pop() ?? '';
      for (const text of lines) line(text, done);
      return done;
    },
    retryMs: () => retry,
  };
}
