import { afterEach, describe, expect, it, vi } from 'vitest';
import { paintReadDrawn, publicReadAddress, startPublicRead, startReadAtPaint } from './early-read';
import { publicPageOf } from './public-page-path';

const at = (path: string) => {
  const url = new URL(path, 'http://localhost:3000');
  return { pathname: url.pathname, search: url.search };
};

afterEach(() => vi.unstubAllGlobals());

describe('the public pages the boot code draws', () => {
  it('knows the certificate and the signing page by their address, with or without a key', () => {
    expect(publicPageOf(at('/public/policy?c=Demo-Certificado-701Ab'))).toEqual({
      kind: 'certificate',
      code: 'Demo-Certificado-701Ab',
    });
    expect(publicPageOf(at('/public/signature?token=t%2B1'))).toEqual({ kind: 'signature', token: 't+1' });
    expect(publicPageOf(at('/public/policy'))).toEqual({ kind: 'certificate', code: '' });
    for (const other of ['/', '/auth/login', '/public-onboarding/select-user-type', '/public/policy/x'])
      expect(publicPageOf(at(other))).toBeNull();
  });

  it('starts the page’s one read from the boot code, at the registry’s API', async () => {
    expect(publicReadAddress({ kind: 'certificate', code: 'a b' }, 'https://api.example')).toBe(
      'https://api.example/v3/public/certificates/a%20b',
    );
    expect(publicReadAddress({ kind: 'signature', token: 'tok' }, '')).toBe('/v3/signatures/tok');
    expect(publicReadAddress({ kind: 'signature', token: '' }, '')).toBeNull();
    const fetch = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    await startPublicRead({ kind: 'signature', token: 'tok' }, Promise.resolve({ apiBaseUrl: 'https://api.example' }));
    expect(fetch).toHaveBeenCalledWith('https://api.example/v3/signatures/tok');
    // No key, nothing to read.
    expect(await startPublicRead({ kind: 'certificate', code: '' }, Promise.resolve({}))).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('starts the read with the HTML’s first paint, which the boot code takes over once, at this origin only', async () => {
    const answer = new Response('{}');
    const fetch = vi.fn(async () => answer);
    vi.stubGlobal('fetch', fetch);
    const origin = 'http://localhost:3000';
    startReadAtPaint({ ...at('/public/signature?token=tok'), origin });
    expect(fetch).toHaveBeenCalledWith(`${origin}/v3/signatures/tok`);
    const page = { kind: 'signature', token: 'tok' } as const;
    expect(await startPublicRead(page, Promise.resolve({ apiBaseUrl: origin }))).toBe(answer);
    expect(fetch).toHaveBeenCalledTimes(1);
    // Taken once: a second start reads again.
    await startPublicRead(page, Promise.resolve({ apiBaseUrl: origin }));
    expect(fetch).toHaveBeenCalledTimes(2);
    // A registry naming another API: the first paint's read is not used.
    startReadAtPaint({ ...at('/public/signature?token=tok'), origin });
    await startPublicRead(page, Promise.resolve({ apiBaseUrl: 'https://api.example' }));
    expect(fetch).toHaveBeenLastCalledWith('https://api.example/v3/signatures/tok');
    // Any other page reads nothing.
    startReadAtPaint({ ...at('/dashboard/index'), origin });
    startReadAtPaint({ ...at('/public/policy'), origin });
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('tells the boot code when the first paint has drawn from its read (at once when it draws nothing)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}')),
    );
    await expect(paintReadDrawn()).resolves.toBeUndefined();
    const read = startReadAtPaint({ ...at('/public/signature?token=tok'), origin: 'http://localhost:3000' })!;
    let draw!: () => void;
    read.started.drawn = new Promise<void>((resolve) => (draw = resolve));
    let settled = false;
    const waiting = paintReadDrawn().then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    draw();
    await waiting;
    expect(settled).toBe(true);
    // A failed read or paint does not hold the page back.
    read.started.drawn = Promise.reject(new Error('offline'));
    await expect(paintReadDrawn()).resolves.toBeUndefined();
    await startPublicRead({ kind: 'signature', token: 'tok' }, Promise.resolve({}));
  });
});
