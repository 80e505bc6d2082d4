import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { fakeApi, renderScreen } from '../testing/render-screen';
import { RenewalStatus } from './renewal-status';

afterEach(cleanup);

const renewal = (overrides: Record<string, unknown> = {}) => ({
  policy_id: 'p-1',
  product: 'CYBER',
  policy_number: 'CY-2025-0001',
  expiry_date: '2027-01-24',
  state: 'OPEN',
  days_to_expiry: 60,
  opens_on: '2026-10-26',
  start_date: '2027-01-24',
  retroactive_date: '2019-04-01',
  form_id: null,
  form_status: null,
  notices: [{ days_before: 90, sent_on: '2026-10-26' }],
  ...overrides,
});
const show = (body: unknown, status = 200) =>
  renderScreen(<RenewalStatus policyId="p-1" />, {
    api: fakeApi({ '/v3/policies/{id}/renewal': { status, body } }).api,
    path: '/',
  });

describe('the policy page’s renewal part', () => {
  it('shows an open renewal, the day the new policy starts, the reminders sent and the way to renew', async () => {
    const { intlErrors } = show(renewal());
    expect(await screen.findByRole('heading', { name: 'Renovação' })).toBeTruthy();
    expect(screen.getByText('Aberta')).toBeTruthy();
    expect(screen.getByText(/termina em 60 dias/).textContent).toContain('24 de jan. de 2027');
    expect(screen.getByText(/Avisos enviados: 90 dias antes/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Renovar esta apólice' }).getAttribute('href')).toBe(
      '/flows/renewal?policy_id=p-1',
    );
    expect(intlErrors).toEqual([]);
  });

  it('offers to continue a renewal in progress and a new quote once the policy lapsed', async () => {
    show(renewal({ state: 'IN_PROGRESS', form_id: 'f-1', form_status: 'IPAF_IN_PROGRESS' }));
    expect(await screen.findByRole('link', { name: 'Continuar a renovação' })).toBeTruthy();
    cleanup();
    show(renewal({ state: 'LAPSED', days_to_expiry: -3 }));
    expect((await screen.findByRole('link', { name: 'Pedir uma nova cotação' })).getAttribute('href')).toBe(
      '/dashboard/coverages',
    );
  });

  it('says nothing months before the renewal opens', async () => {
    // Beside it, a renewal that does show: once that one is drawn, the first was read too.
    const { container } = show(renewal({ state: 'NOT_DUE', days_to_expiry: 245, notices: [] }));
    show(renewal({ policy_id: 'p-2' }));
    expect(await screen.findByText('Aberta')).toBeTruthy();
    expect(container.textContent).toBe('');
  });

  it('leaves the policy page whole when the renewal cannot be read', async () => {
    const { container } = show({ code: 'INTERNAL_ERROR', message: 'x' }, 500);
    await new Promise((resolve) => queueMicrotask(() => resolve(null)));
    expect(container.textContent).toBe('');
  });
});
