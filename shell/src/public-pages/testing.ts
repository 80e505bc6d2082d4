import { vi } from 'vitest';

export type Answer = { status?: number; body: unknown };
export const json = ({ status = 200, body }: Answer) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** `fetch` answering by path (method and path, or path alone); every request kept. */
export function fakeFetch(answers: Record<string, Answer | (() => Answer)>) {
  const requests: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const path = new URL(url, 'http://localhost').pathname;
      requests.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers[`${method} ${path}`] ?? answers[path];
      if (!answer) throw new TypeError(`no answer for ${method} ${path}`);
      return json(typeof answer === 'function' ? answer() : answer);
    }),
  );
  return requests;
}
