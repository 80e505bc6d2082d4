import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { fakeApi, renderScreen } from '../../testing/render-screen';
import { ApprovalGate } from './approval-gate';

afterEach(cleanup);

const me = (status: string) => ({ '/v3/me': { body: { user: {}, role: 'BROKER', accounts: [], broker: { status } } } });
const area = (
  <ApprovalGate>
    <p>broker area</p>
  </ApprovalGate>
);

describe('ApprovalGate', () => {
  it('shows a pending brokerage the pending screen (about 10 days), not the area', async () => {
    const { api } = fakeApi(me('PENDING_APPROVAL'));
    const { intlErrors } = renderScreen(area, { api, path: '/broker/index' });
    expect(await screen.findByRole('heading', { name: 'Cadastro em análise' })).toBeTruthy();
    expect(screen.getByText(/cerca de 10 dias/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Rever ou completar o cadastro' }).getAttribute('href')).toBe('/broker-register/index');
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
