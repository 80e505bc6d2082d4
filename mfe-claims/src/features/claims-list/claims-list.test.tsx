import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { chooseOption, fakeApi, renderScreen } from '@platform/remote-kit/testing';
import { messages } from '../../messages';
import { claimRow } from '../../testing/claims-fixtures';
import { ClaimsList } from './claims-list';

afterEach(cleanup);

const PATH = '/dashboard/claims/home';
const ITEMS = [
  claimRow({ id: 'c-1', protocol_number: 'SIN-1', status: 'PENDING' }),
  claimRow({ id: 'c-2', protocol_number: 'SIN-2', status: 'REJECTED', type: 'DATA_BREACH', product: 'CYBER' }),
  claimRow({ id: 'c-3', protocol_number: 'SIN-3', status: 'APPROVED', information_requested: false }),
  claimRow({ id: 'c-4', protocol_number: 'SIN-4', status: 'IN_PROGRESS', information_requested: true }),
];

describe('ClaimsList', () => {
  it('shows each claim with its type, product and the status the customer sees', async () => {
    const { api } = fakeApi({ '/v3/claims': { body: { items: ITEMS } } });
    const { intlErrors } = renderScreen(<ClaimsList />, { api, messages, path: PATH });
    const table = await screen.findByRole('table', { name: 'Sinistros' });
    const row = (protocol: string) => within(table).getByRole('link', { name: protocol }).closest('tr')!;
    expect(within(row('SIN-1')).getByText('Em andamento')).toBeTruthy();
    expect(within(row('SIN-2')).getByText('Encerrado')).toBeTruthy();
    expect(within(row('SIN-2')).getByText('Vazamento de dados')).toBeTruthy();
    expect(within(row('SIN-2')).getByText('Cyber')).toBeTruthy();
    expect(within(row('SIN-3')).getByText('Aprovado')).toBeTruthy();
    expect(within(row('SIN-4')).getByText(/Aguardando informações/)).toBeTruthy();
    expect(row('SIN-1').querySelector('a')!.getAttribute('href')).toBe('/dashboard/claims/detail/c-1');
    expect(intlErrors).toEqual([]);
  });

  it('filters by the status the customer sees: closed is the rejected ones', async () => {
    const { api } = fakeApi({ '/v3/claims': { body: { items: ITEMS } } });
    renderScreen(<ClaimsList />, { api, messages, path: PATH });
    await chooseOption('Filtrar por status', 'Encerrados');
    const table = screen.getByRole('table', { name: 'Sinistros' });
    expect(
      within(table)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['SIN-2']);
    await chooseOption('Filtrar por status', 'Em andamento');
    expect(
      within(screen.getByRole('table', { name: 'Sinistros' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['SIN-1', 'SIN-4']);
  });

  it('shows the empty state with the way to report one', async () => {
    const { api } = fakeApi({ '/v3/claims': { body: { items: [] } } });
    renderScreen(<ClaimsList />, { api, messages, path: PATH });
    expect(await screen.findByText('Nenhum sinistro comunicado')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Comunicar sinistro' }).length).toBeGreaterThan(0);
  });
});
