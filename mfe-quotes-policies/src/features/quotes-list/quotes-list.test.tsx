import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { quote } from '../../testing/canned-data';
import { fakeApi, renderScreen } from '../../testing/render-screen';
import { QuotesList } from './quotes-list';

afterEach(cleanup);

const PATH = '/dashboard/quotes/home';

describe('QuotesList', () => {
  it('groups quotes as searching, available, being issued and expired, in that order', async () => {
    const { api } = fakeApi({
      '/v3/quotes': {
        body: {
          items: [
            quote({ id: 'q-exp', status: 'EXPIRED', insurer: 'Seguradora Velha' }),
            quote({ id: 'q-av', status: 'AVAILABLE', recommended: true }),
            quote({
              id: 'q-se',
              status: 'SEARCHING',
              insurer: null,
              gross_premium: null,
              coverage_limit: null,
              expires_at: null,
            }),
          ],
        },
      },
    });
    const { intlErrors } = renderScreen(<QuotesList />, { api, path: PATH });

    await screen.findByRole('heading', { level: 1, name: 'Cotações' });
    const groups = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(groups).toEqual(['Buscando cotações (1)', 'Disponíveis (1)', 'Expiradas (1)']);
    const searching = screen.getByRole('article', { name: 'Seguradora em definição' });
    expect(within(searching).queryByText('Prêmio bruto')).toBeNull();
    expect(intlErrors).toEqual([]);
  });

  it('shows insurer, product name, gross premium in reais, the recommended tag and the expiry', async () => {
    const { api } = fakeApi({ '/v3/quotes': { body: { items: [quote({ recommended: true })] } } });
    renderScreen(<QuotesList />, { api, path: PATH });

    const card = await screen.findByRole('article', { name: 'Seguradora Aurora' });
    expect(within(card).getByText('Recomendada')).toBeTruthy();
    expect(within(card).getByText('E&O – Responsabilidade profissional')).toBeTruthy();
    expect(within(card).getByText('R$ 12.345,60')).toBeTruthy();
    expect(within(card).getByText('15 de jul. de 2024')).toBeTruthy();
    expect(screen.queryByText('E_AND_O')).toBeNull();
  });

  it('explains where quotes come from when there are none', async () => {
    const { api } = fakeApi({ '/v3/quotes': { body: { items: [] } } });
    renderScreen(<QuotesList />, { api, path: PATH });
    expect(await screen.findByRole('heading', { name: 'Nenhuma cotação ainda' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver questionários' }).getAttribute('href')).toBe('/ipaf/prev');
  });
});
