import { describe, expect, it, vi } from 'vitest';
import { fetchMeta, fetchRelease } from './fetch-meta';

describe('fetchMeta', () => {
  it('asks for /meta.json with a timestamp and no-cache headers', async () => {
    const fetchImpl = vi.fn(async () => Response.json({ version: '0.3.202', timestamp: 't' }));
    expect(await fetchMeta(fetchImpl as unknown as typeof fetch, () => 1234)).toEqual({
      version: '0.3.202',
      timestamp: 't',
    });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/meta.json?timestamp=1234');
    expect(init.cache).toBe('no-store');
    expect(init.headers).toMatchObject({ 'Cache-Control': 'no-cache', Pragma: 'no-cache' });
  });

  it('fails on an HTTP error, so the scheduler backs off', async () => {
    const fetchImpl = vi.fn(async () => new Response('gone', { status: 503 }));
    await expect(fetchMeta(fetchImpl as unknown as typeof fetch)).rejects.toThrow('HTTP 503');
  });

  it('adds which build of each remote the registry points at (fetchRelease)', async () => {
    const fetchImpl = vi.fn(async (url: string) =>
      url.startsWith('/meta.json')
        ? Response.json({ version: '0.3.202', timestamp: 't' })
        : Response.json({
            remotes: [
              { name: 'mfe_claims', manifestUrl: 'http://cdn/claims/2/mf-manifest.json', routePrefixes: [] },
              { name: 'mfe_cyber', manifestUrl: 'http://cdn/cyber/1/mf-manifest.json', routePrefixes: [] },
            ],
          }),
    );
    expect(await fetchRelease(fetchImpl as unknown as typeof fetch, () => 1)).toEqual({
      version: '0.3.202',
      timestamp: 't',
      remotes: 'mfe_claims=http://cdn/claims/2/mf-manifest.json mfe_cyber=http://cdn/cyber/1/mf-manifest.json',
    });
    expect(fetchImpl.mock.calls.map(([url]) => url)).toEqual(['/meta.json?timestamp=1', '/registry.json']);
  });
});
