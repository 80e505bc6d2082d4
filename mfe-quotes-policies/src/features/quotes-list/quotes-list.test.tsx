import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { quote, quoteList } from '../../testing/canned-data';
import { fakeApi, renderScreen } from '../../testing/render-screen';
import { QuotesList } from './quotes-list';

afterEach(cleanup);

const PATH = '/dashboard/quotes/home';

describe('QuotesList', () => {
  it('groups offers as searching, available, being issued, expired and declined, in that order', async () => {
    const { api } = fakeApi({
      '/v3/quotes': quoteList(
        [
          quote({ id: 'q-exp', status: 'EXPIRED', group: 'expired', insurer: 'Seguradora Velha', product: 'CYBER' }),
          quote({ id: 'q-av', recommended: true }),
          quote({ id: 'q-av2', coverage_limit: '2000000.00' }),
          quote({ id: 'q-bi', status: 'BEING_ISSUED', group: 'being-issued', product: 'D_AND_O' }),
          quote({
            id: 'q-se',
            status: 'SEARCHING',
            group: 'searching',
            product: 'D_AND_O',
            application_form_id: 'f-2',
            insurer: null,
            gross_premium: null,
            coverage_limit: null,
            expires_at: null,
          }),
        ],
        [
          {
            application_form_id: 'f-3',
            product: 'CYBER',
            reasons: ['NO_MFA_ON_EMAIL'],
            decided_at: '2026-11-01T12:00:00.000Z',
            resubmit_from: '2027-02-01T12:00:00.000Z',
          },
        ],
      ),
    });
    const { intlErrors } = renderScreen(<QuotesList />, { api, path: PATH });

    expect(screen.getByRole('heading', { level: 1, name: 'Cotações' })).toBeTruthy();
    await screen.findByRole('heading', { level: 2, name: 'Buscando cotações (1)' });
    const groups = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(groups).toEqual([
      'Buscando cotações (1)',
      'Disponíveis (1)',
      'Em emissão (1)',
      'Expiradas ou retiradas (1)',
      'Não cotadas (1)',
    ]);
    expect(screen.getByText('A análise de risco leva de 10 a 15 dias úteis.')).toBeTruthy();
    const searching = within(screen.getByRole('region', { name: 'Buscando cotações (1)' })).getByRole('article', {
      name: 'D&O – Diretores e administradores',
    });
    expect(within(searching).getByText('Seguradora em definição')).toBeTruthy();
    expect(within(searching).queryByText(/por ano/)).toBeNull();
    expect(intlErrors).toEqual([]);
  });

  it('leads an offer with the price of its lead option (recommended), then its limit and retention, the badge, the option count and the compare link', async () => {
    const { api } = fakeApi({
      '/v3/quotes': quoteList([
        quote({ id: 'q-1' }),
        quote({ id: 'q-2', recommended: true, gross_premium: '15000.00', coverage_limit: '2000000.00' }),
      ]),
    });
    renderScreen(<QuotesList />, { api, path: PATH });

    const card = await screen.findByRole('article', { name: 'E&O – Responsabilidade profissional' });
    expect(within(card).getByText('Recomendada')).toBeTruthy();
    expect(within(card).getByText('Disponível')).toBeTruthy();
    expect(within(card).getByText('Seguradora Aurora')).toBeTruthy();
    // 15.000,00 + 7.38% IOF = 16.107,00 a year, or 4 interest-free instalments of 4.026,75.
    const price = within(card).getByText('R$ 16.107,00');
    expect(within(card).getByText('por ano, com IOF · ou 4x de R$ 4.026,75 sem juros')).toBeTruthy();
    const limit = within(card).getByText('R$ 2.000.000,00');
    expect(price.compareDocumentPosition(limit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(card).getByText('R$ 25.000,00')).toBeTruthy();
    expect(within(card).getByText('2 opções')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Comparar opções' }).getAttribute('href')).toBe(
      '/dashboard/quotes/available/eno/f-1',
    );
  });

  it('sends a selected option on to checkout', async () => {
    const { api } = fakeApi({ '/v3/quotes': quoteList([quote({ id: 'q-7', status: 'SELECTED' })]) });
    renderScreen(<QuotesList />, { api, path: PATH });
    const link = await screen.findByRole('link', { name: 'Continuar para a contratação' });
    expect(link.getAttribute('href')).toBe('/dashboard/quotes/checkout/q-7');
  });

  it('explains a declined product in plain words, what would change it and when to resubmit (en)', async () => {
    const { api } = fakeApi({
      '/v3/quotes': quoteList(
        [],
        [
          {
            application_form_id: 'f-3',
            product: 'CYBER',
            reasons: ['NO_MFA_ON_EMAIL'],
            decided_at: '2026-11-01T12:00:00.000Z',
            resubmit_from: '2027-02-01T12:00:00.000Z',
          },
        ],
      ),
    });
    renderScreen(<QuotesList />, { api, path: PATH, locale: { country: 'br', language: 'en' } });
    const card = await screen.findByRole('article', { name: 'Cyber insurance' });
    expect(within(card).getByText(/does not use multi-factor authentication/)).toBeTruthy();
    expect(within(card).getByText(/Turn on multi-factor authentication/)).toBeTruthy();
    expect(within(card).getByText(/You may send the questionnaire again from/)).toBeTruthy();
  });

  it('explains where quotes come from when there are none', async () => {
    const { api } = fakeApi({ '/v3/quotes': quoteList([]) });
    renderScreen(<QuotesList />, { api, path: PATH });
    expect(await screen.findByRole('heading', { name: 'Nenhuma cotação ainda' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver questionários' }).getAttribute('href')).toBe('/ipaf/prev');
  });
});
