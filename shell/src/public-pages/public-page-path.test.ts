import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicReadAddress, startPublicRead } from './early-read';
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
});
