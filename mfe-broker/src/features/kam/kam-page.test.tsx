import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { missingKeys } from '@platform/i18n';
import { fakeApi, renderScreen } from '../../testing/render-screen';
import { KamPage } from './kam-page';
import { kamMessages } from './messages';

afterEach(cleanup);

const PATH = '/broker/kam/:kamId';
const URL = '/broker/kam/k-1';
const kam = (overrides: Record<string, unknown> = {}) => ({
  id: 'k-1',
  name: 'Juliana Prado',
  photo_url: null,
  email: 'juliana.prado@demo.local',
  whatsapp: '5511990001234',
  booking_url: 'https://cal.example/juliana-prado',
  ...overrides,
});

describe('KamPage', () => {
  it('shows the KAM with initials, WhatsApp and e-mail links and the booking page', async () => {
    const { api, calls } = fakeApi({ '/v3/broker/kams/{kamId}': { body: kam() } });
    const { intlErrors } = renderScreen(<KamPage />, { api, path: PATH, url: URL });
    expect(await screen.findByRole('heading', { level: 1, name: 'Seu gerente de contas' })).toBeTruthy();
    expect(calls[0]).toEqual({ path: '/v3/broker/kams/{kamId}', params: { path: { kamId: 'k-1' } } });
    expect(screen.getByRole('img', { name: 'Juliana Prado' }).textContent).toBe('JP');
    expect(screen.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toBe('https://wa.me/5511990001234');
    expect(screen.getByRole('link', { name: 'E-mail' }).getAttribute('href')).toBe('mailto:juliana.prado@demo.local');
    expect(screen.getByRole('link', { name: /Agendar uma reunião/ }).getAttribute('href')).toBe(
      'https://cal.example/juliana-prado',
    );
    expect(intlErrors).toEqual([]);
  });

  it('shows the photo when there is one, and books through the shell without a booking page', async () => {
    const { api } = fakeApi({
      '/v3/broker/kams/{kamId}': { body: kam({ photo_url: 'https://example.com/j.jpg', booking_url: null }) },
    });
    renderScreen(<KamPage />, { api, path: PATH, url: URL });
    expect((await screen.findByRole('img', { name: 'Juliana Prado' })).getAttribute('src')).toBe(
      'https://example.com/j.jpg',
    );
    expect(screen.getByRole('link', { name: 'Agendar uma reunião' }).getAttribute('href')).toBe(
      '/dashboard/schedule-meeting',
    );
  });

  it('says another KAM is not found, with the way back to the book', async () => {
    const { api } = fakeApi({
      '/v3/broker/kams/{kamId}': { status: 404, body: { code: 'NOT_FOUND', message: 'x' } },
    });
    renderScreen(<KamPage />, { api, path: PATH, url: URL, locale: { country: 'br', language: 'en' } });
    expect(await screen.findByRole('heading', { name: 'Account manager not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your book' }).getAttribute('href')).toBe('/broker/index');
  });

  it('shows loading, then the catalogue error with a retry', async () => {
    const pending = fakeApi({}, { pending: true });
    renderScreen(<KamPage />, { api: pending.api, path: PATH, url: URL });
    expect(screen.getByRole('status').textContent).toContain('Carregando...');
    cleanup();
    const { api } = fakeApi({
      '/v3/broker/kams/{kamId}': { status: 500, body: { code: 'INTERNAL_ERROR', message: 'x' } },
    });
    renderScreen(<KamPage />, { api, path: PATH, url: URL });
    expect(await screen.findByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });

  it('has every text in pt, en and es', () => {
    expect(missingKeys(kamMessages)).toEqual([]);
  });
});
