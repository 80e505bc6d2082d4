import type { AppMeta } from './app-meta';

/**
 * `GET /meta.json?timestamp=<now>` with no-cache headers (spec section 7), so no cache on the
 * way answers with an older deploy. Rejects on a network failure or an HTTP error; the body may
 * lack fields (the scheduler checks them).
 */
export async function fetchMeta(
  fetchImpl: typeof fetch = fetch,
  now: () => number = Date.now,
): Promise<Partial<AppMeta>> {
  const response = await fetchImpl(`/meta.json?timestamp=${now()}`, {
    cache: 'no-store',
    headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
  });
  if (!response.ok) throw new Error(`meta.json: HTTP ${response.status}`);
  return (await response.json()) as Partial<AppMeta>;
}
