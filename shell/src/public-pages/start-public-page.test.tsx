import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { startPage as startCertificate } from './certificate/start-certificate';
import { startPage as startSignature } from './signature/start-signature';
import { json } from './testing';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const registry = Promise.resolve({ apiBaseUrl: 'http://api.example' });

describe('a public page started by the boot code', () => {
  it('draws with the answer of the read the boot code started, without reading again', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const early = Promise.resolve(
      json({ body: { status: 'REVOKED', revoked_at: '2026-11-24T10:00:00Z', certificate: null } }),
    );
    await startCertificate('code-1', registry, early);
    expect(await screen.findByRole('heading', { name: 'Certificado revogado' })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says a link without a token matches nothing, reading nothing', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await startSignature('', registry, Promise.resolve(null));
    expect(await screen.findByRole('heading', { name: 'Link de assinatura inválido' })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says the catalogue’s words when the boot code’s read could not reach the API', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    await startSignature('tok', registry, Promise.reject(new TypeError('offline')));
    expect((await screen.findByRole('alert')).textContent).toBeTruthy();
  });
});
