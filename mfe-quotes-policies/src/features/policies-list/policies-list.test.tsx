import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { policy } from '../../testing/canned-data';
import { fakeApi, renderScreen } from '../../testing/render-screen';
import { PoliciesList } from './policies-list';

afterEach(cleanup);

const PATH = '/dashboard/policies/home';

describe('PoliciesList', () => {
  it('shows active policies first and expired ones in their own tab', async () => {
    const { api } = fakeApi({
      '/v3/policies': {
        body: {
          items: [
            policy({ id: 'p-1', status: 'PENDING_INITIAL_PAYMENT' }),
            policy({
              id: 'p-old',
              policy_number: 'DO-2022-0042',
              status: 'EXPIRED',
              effective_date: '2022-03-01',
              expiry_date: '2023-03-01',
            }),
          ],
        },
      },
    });
    const { intlErrors } = renderScreen(<PoliciesList />, { api, path: PATH });

    const active = await screen.findByRole('table', { name: 'Apólices vigentes' });
    const row = within(active).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: 'DO-2024-0001' }).getAttribute('href')).toBe(
      '/dashboard/policies/detail/p-1',
    );
    expect(within(row).getByText('D&O – Diretores e administradores')).toBeTruthy();
    expect(within(row).getByText('1 de mar. de 2024 a 1 de mar. de 2025')).toBeTruthy();
    expect(within(row).getByText('R$ 5.000.000,00')).toBeTruthy();
    expect(within(row).getByText('Aguardando primeiro pagamento')).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: 'Expiradas (1)' }));
    const expired = screen.getByRole('table', { name: 'Apólices expiradas' });
    expect(within(expired).getByText('DO-2022-0042')).toBeTruthy();
    expect(intlErrors).toEqual([]);
  });

  it('says so in the tab that has nothing', async () => {
    const { api } = fakeApi({ '/v3/policies': { body: { items: [policy()] } } });
    renderScreen(<PoliciesList />, { api, path: PATH });
    await userEvent.click(await screen.findByRole('tab', { name: 'Expiradas (0)' }));
    expect(screen.getByRole('heading', { name: 'Nenhuma apólice expirada' })).toBeTruthy();
  });

  it('points a customer without policies to the quotes', async () => {
    const { api } = fakeApi({ '/v3/policies': { body: { items: [] } } });
    renderScreen(<PoliciesList />, { api, path: PATH });
    expect(await screen.findByRole('heading', { name: 'Você ainda não tem apólices' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver cotações' }).getAttribute('href')).toBe('/dashboard/quotes/home');
  });
});
