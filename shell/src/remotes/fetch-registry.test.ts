import { describe, expect, it, vi } from 'vitest';
import { fetchRegistry, preloadRegistry } from './fetch-registry';

const answer = (body: unknown, status = 200) => vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe('fetchRegistry', () => {
  it('asks for the registry the page preloaded, in the default cache mode (the server makes any later fetch revalidate)', async () => {
    const fetchImpl = answer({ remotes: [] });
    await fetchRegistry('/registry.json', fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith('/registry.json');
  });

  it('drops malformed entries so one bad line cannot take the app down', async () => {
    const good = {
      name: 'mfe_claims',
      manifestUrl: 'http://x/mf-manifest.json',
      routePrefixes: ['dashboard/claims/*'],
    };
    const registry = await fetchRegistry('/r', answer({ remotes: [good, { name: 'broken' }, null] }));
    expect(registry.remotes).toEqual([good]);
  });

  it('fails loudly when the registry cannot be read', async () => {
    await expect(fetchRegistry('/r', answer({}, 500))).rejects.toThrow('HTTP 500');
  });

  it('is preloaded as it is then fetched: the same address, as a fetch, without credentials', async () => {
    preloadRegistry(document);
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="preload"]')!;
    const fetchImpl = answer({ remotes: [] });
    await fetchRegistry(undefined, fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith(link.getAttribute('href'));
    expect([link.as, link.crossOrigin]).toEqual(['fetch', 'anonymous']);
    link.remove();
  });
});
