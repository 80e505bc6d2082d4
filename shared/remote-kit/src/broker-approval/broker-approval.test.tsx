import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { fakeApi, renderScreen as renderWithPlatform, type RenderOptions } from '../testing/render-screen';
import { BrokerApprovalGate } from './broker-approval-gate';

afterEach(cleanup);

// The pending screen's texts are the platform's: the remote gives none of its own.
const renderScreen = (ui: ReactElement, options: Omit<RenderOptions, 'messages'>) =>
  renderWithPlatform(ui, { ...options, messages: { pt: {}, en: {}, es: {} } });

const me = (status: string) => ({ '/v3/me': { body: { user: {}, role: 'BROKER', accounts: [], broker: { status } } } });
const registration = (completed_steps: string[], submitted_at: string | null) => ({
  '/v3/broker/registration': { body: { completed_steps, next_step: null, submitted_at } },
});
const area = (
  <BrokerApprovalGate>
    <p>broker area</p>
  </BrokerApprovalGate>
);

describe('BrokerApprovalGate', () => {
  it('shows a brokerage that sent its registration the pending screen (about 10 days), not the area', async () => {
    const { api } = fakeApi({
      ...me('PENDING_APPROVAL'),
      ...registration(
        ['tax-registry', 'regulator-registry', 'address', 'bank-data', 'files'],
        '2026-11-20T10:00:00.000Z',
      ),
    });
    const { intlErrors } = renderScreen(area, { api, path: '/broker/index' });
    expect(await screen.findByRole('heading', { name: 'Cadastro em análise' })).toBeTruthy();
    expect(screen.getByText(/cerca de 10 dias/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Rever ou completar o cadastro' }).getAttribute('href')).toBe(
      '/broker-register/index',
    );
    expect(screen.queryByText('broker area')).toBeNull();
    expect(intlErrors).toEqual([]);
  });

  it('names the register steps still to fill when the registration was not sent, and leads back to them', async () => {
    const { api } = fakeApi({ ...me('PENDING_APPROVAL'), ...registration(['tax-registry'], null) });
    const { intlErrors } = renderScreen(area, {
      api,
      path: '/broker/index',
      locale: { country: 'br', language: 'en' },
    });
    expect(await screen.findByRole('heading', { name: 'Almost ready to send your registration' })).toBeTruthy();
    expect(screen.getByText('4 steps remain before we can review your registration:')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'SUSEP registry',
      'Address',
      'Bank data',
      'Documents',
    ]);
    expect(screen.getByRole('link', { name: 'Continue the registration' }).getAttribute('href')).toBe(
      '/broker-register/step/regulator-registry',
    );
    expect(screen.queryByText('broker area')).toBeNull();
    expect(intlErrors).toEqual([]);
  });

  it('tells a refused brokerage it was not approved', async () => {
    const { api } = fakeApi(me('REFUSED'));
    renderScreen(area, { api, path: '/broker/index', locale: { country: 'br', language: 'en' } });
    expect(await screen.findByRole('heading', { name: 'Registration not approved' })).toBeTruthy();
    expect(screen.queryByText('broker area')).toBeNull();
  });

  it('opens the area for an approved brokerage', async () => {
    const { api } = fakeApi(me('APPROVED'));
    renderScreen(area, { api, path: '/broker/index' });
    expect(await screen.findByText('broker area')).toBeTruthy();
  });
});
