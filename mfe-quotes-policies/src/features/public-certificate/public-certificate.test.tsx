import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { fakeApi, renderScreen } from '../../testing/render-screen';
import { PublicCertificate } from './public-certificate';

afterEach(cleanup);

const CODE = 'AbCdEfGhIjKlMnOpQrStUv';
const valid = (overrides: Record<string, unknown> = {}) => ({
  status: 'VALID',
  revoked_at: null,
  certificate: {
    holder_name: 'Cliente Exigente SA',
    issued_at: '2026-11-20T12:00:00Z',
    insured_name: 'Demo Tecnologia Ltda',
    tax_id: '12.345.678/0001-95',
    tax_id_type: 'CNPJ',
    country: 'br',
    insurer: 'Seguradora Alfa',
    broker: null,
    policy_number: 'DO-2026-000123',
    product: 'D_AND_O',
    effective_date: '2026-07-28',
    expiry_date: '2027-07-28',
    coverage_limit: '5000000.00',
    currency: 'BRL',
    retention: null,
    claims_made: true,
    retroactive_date: null,
    in_force: true,
    checked_on: '2026-11-25',
    qr_code: 'data:image/png;base64,iVBORw0KGgo=',
    ...overrides,
  },
});

const open = (answer: Parameters<typeof fakeApi>[0][string], url = `/public/policy?c=${CODE}`) => {
  const { api, calls } = fakeApi({ '/v3/public/certificates/{code}': answer });
  return {
    calls,
    ...renderScreen(<PublicCertificate />, {
      api,
      path: '/public/policy',
      url,
      locale: { country: 'br', language: 'en' },
    }),
  };
};

describe('PublicCertificate', () => {
  it('shows the certificate, whether the policy is in force today, its QR code and PDF', async () => {
    const { calls, intlErrors } = open({ body: valid() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificate of insurance' })).toBeTruthy();
    expect(calls[0]!.params).toEqual({ path: { code: CODE } });
    expect(screen.getByText('Policy in force today (Nov 25, 2026)')).toBeTruthy();
    expect(screen.getByText('Cliente Exigente SA')).toBeTruthy();
    expect(screen.getByText('12.345.678/0001-95')).toBeTruthy();
    expect(screen.getByText('DO-2026-000123')).toBeTruthy();
    expect(screen.getByText('Claims made')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'QR code of this certificate of policy DO-2026-000123' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download the certificate (PDF)' }).getAttribute('href')).toBe(
      `/v3/public/certificates/${CODE}/document.pdf?language=en`,
    );
    expect(intlErrors).toEqual([]);
  });

  it('says plainly when the policy is not in force today', async () => {
    open({ body: valid({ in_force: false }) });
    expect(await screen.findByText('Policy not in force today (Nov 25, 2026)')).toBeTruthy();
  });

  it('says a revoked certificate is revoked and shows nothing of the policy', async () => {
    open({ body: { status: 'REVOKED', revoked_at: '2026-11-24T10:00:00Z', certificate: null } });
    expect(await screen.findByRole('heading', { name: 'Certificate revoked' })).toBeTruthy();
    expect(screen.getByText(/revoked this certificate on Nov 24, 2026/)).toBeTruthy();
    expect(screen.queryByText('DO-2026-000123')).toBeNull();
  });

  it('says an unknown code, or none, matches no certificate', async () => {
    open({ status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } });
    expect(await screen.findByRole('heading', { name: 'Certificate not found' })).toBeTruthy();
    cleanup();
    open({ body: valid() }, '/public/policy');
    expect(screen.getByRole('heading', { name: 'Certificate not found' })).toBeTruthy();
  });

  it('shows the catalogue’s words when the address asked too often', async () => {
    open({ status: 429, body: { code: 'RATE_LIMITED', message: 'Too many' } });
    expect(await screen.findByText(/too many|Too many/i)).toBeTruthy();
  });
});
