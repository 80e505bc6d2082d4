import type { ApiClient } from '@platform/api-client';

/** A stand-in API client for the account screens: answers by method + path template, records every call. */
export function fakeAccountsApi(answers: Record<string, { status?: number; body: unknown }>) {
  const calls: { method: string; path: string; init?: { body?: unknown; params?: unknown } }[] = [];
  const call = (method: string) => (path: string, init?: { body?: unknown; params?: unknown }) => {
    calls.push({ method, path, init });
    const answer = answers[`${method} ${path}`];
    if (!answer) return Promise.reject(new TypeError(`fake api: no answer for ${method} ${path}`));
    const status = answer.status ?? 200;
    const response = new Response(null, { status });
    return Promise.resolve(status < 400 ? { data: answer.body, response } : { error: answer.body, response });
  };
  return { api: { GET: call('GET'), POST: call('POST') } as unknown as ApiClient, calls };
}
