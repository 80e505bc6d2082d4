import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { paintFirst } from '../../first-paint/paint-first';
import { LANGUAGE_STORAGE_KEY } from '../../locale/stored-language';
import { fakeFetch, type Answer } from '../testing';
import { CERTIFICATE_MESSAGES } from './certificate-messages';
import { PublicCertificatePage } from './public-certificate';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const CODE = 'AbCdEfGhIjKlMnOpQrStUv';
const PATH = `/v3/public/certificates/${CODE}`;
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

const open = (answer: Answer | (() => Answer), code = CODE, language = 'en') => {
  window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  const requests = fakeFetch({ [PATH]: answer });
  render(<PublicCertificatePage code={code} apiBaseUrl="http://localhost" />);
  return requests;
};
const lines = () => screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('PublicCertificatePage', () => {
  it('shows the certificate, whether the policy is in force today, its QR code and PDF', async () => {
    const requests = open({ body: valid({ retention: 'R_NONE', broker: 'Corretora Sul' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificate of insurance' })).toBeTruthy();
    expect(requests.map((request) => request.url)).toEqual([`http://localhost${PATH}`]);
    expect(screen.getByText('Policy in force today (Nov 25, 2026)')).toBeTruthy();
    expect(lines()).toEqual(
      expect.arrayContaining([
        ['Issued to', 'Cliente Exigente SA'],
        ['Tax id (CNPJ)', '12.345.678/0001-95'],
        ['Broker', 'Corretora Sul'],
        ['Policy number', 'DO-2026-000123'],
        ['Product', 'D&O – Directors and officers'],
        ['Policy period', 'Jul 28, 2026 to Jul 28, 2027'],
        ['Limit of liability', 'R$5,000,000.00'],
        ['Deductible/retention', 'No retention'],
        ['Basis of cover', 'Claims made'],
        ['Retroactive date', 'None: unlimited prior acts'],
      ]),
    );
    expect(screen.getByRole('img', { name: 'QR code of this certificate of policy DO-2026-000123' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download the certificate (PDF)' }).getAttribute('href')).toBe(
      `/v3/public/certificates/${CODE}/document.pdf?language=en`,
    );
    // What the e2e and the bench wait for: the page drawn by its own code.
    expect(document.querySelector('[data-screen="certificate"] h1')).toBeTruthy();
  });

  it('writes money and dates as the insured’s country does, in the reader’s language', async () => {
    open({ body: valid({ country: 'mx', currency: 'MXN', retention: 'R_25K' }) }, CODE, 'es');
    await screen.findByRole('heading', { level: 1, name: 'Certificado de seguro' });
    expect(lines()).toEqual(
      expect.arrayContaining([
        ['Límite máximo de responsabilidad', '$5,000,000.00'],
        ['Deducible/retención', '$25,000.00'],
      ]),
    );
  });

  it('takes over the read the boot code started, without reading again', async () => {
    const requests = fakeFetch({});
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'pt');
    const firstRead = Promise.resolve(valid() as never);
    render(<PublicCertificatePage code={CODE} apiBaseUrl="http://localhost" firstRead={firstRead} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificado de seguro' })).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('draws, while the certificate is read, what the first paint drew: no jump when React takes over', () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es');
    const painted = document.createElement('div');
    paintFirst(painted, { pathname: '/public/policy', search: `?c=${CODE}` }, 'es', false);
    const { container } = render(
      <PublicCertificatePage code={CODE} apiBaseUrl="http://localhost" firstRead={new Promise(() => {})} />,
    );
    expect(container.querySelector('main')?.innerHTML).toBe(painted.querySelector('main')?.innerHTML);
    expect(screen.getByRole('main').getAttribute('aria-busy')).toBe('true');
  });

  it('says plainly when the policy is not in force today, read again when the page comes back into view', async () => {
    let inForce = true;
    const requests = open(() => ({ body: valid({ in_force: inForce }) }));
    await screen.findByText('Policy in force today (Nov 25, 2026)');
    inForce = false;
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    expect(await screen.findByText('Policy not in force today (Nov 25, 2026)')).toBeTruthy();
    expect(requests).toHaveLength(2);
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
    const requests = open({ body: valid() }, '');
    expect(screen.getByRole('heading', { name: 'Certificate not found' })).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('shows the catalogue’s words when the address asked too often', async () => {
    open({ status: 429, body: { code: 'RATE_LIMITED', message: 'Too many' } });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/too many/i);
  });

  it('changes language from the header, and keeps the choice', async () => {
    open({ body: valid() }, CODE, 'pt');
    await screen.findByRole('heading', { level: 1, name: CERTIFICATE_MESSAGES.pt['publicCertificate.title'] });
    await userEvent.selectOptions(screen.getByLabelText('Idioma'), 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Certificate of insurance' })).toBeTruthy();
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en-US');
  });
});
