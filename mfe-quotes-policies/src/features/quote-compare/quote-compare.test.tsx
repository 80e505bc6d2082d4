import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ApiClient } from '@platform/api-client';
import { coverageText, exclusionText } from '@platform/domain';
import { quote, quoteList } from '../../testing/canned-data';
import { fakeApi, renderScreen } from '../../testing/render-screen';
import { currentPurchaseStep } from '../../testing/purchase-step';
import { QuoteCompare } from './quote-compare';

afterEach(cleanup);

const PATH = '/dashboard/quotes/:type/:product/:userFormId';
const OPTIONS = [
  quote({ id: 'q-3', coverage_limit: '3000000.00', gross_premium: '16800.00' }),
  quote({ id: 'q-1', coverage_limit: '1000000.00', gross_premium: '10000.00' }),
  quote({ id: 'q-2', coverage_limit: '2000000.00', gross_premium: '12500.00', recommended: true }),
  quote({ id: 'q-other', product: 'CYBER' }),
];

function setup(url: string, role = 'ACCOUNT_ADMIN', items: unknown[] = OPTIONS) {
  const { api } = fakeApi({ '/v3/quotes': quoteList(items) });
  const post = vi.fn(async (_path: string, init: { params: { path: { id: string } } }) => ({
    data: quote({ id: init.params.path.id, status: 'SELECTED', group: 'available' }),
    response: new Response(null, { status: 200 }),
  }));
  const client = { ...api, POST: post } as unknown as ApiClient;
  const view = renderScreen(<QuoteCompare />, { api: client, path: PATH, url, user: { role } });
  return { ...view, post };
}

describe('QuoteCompare', () => {
  it('shows the options as cards, lowest limit first, each leading with its price, limit and retention', async () => {
    const { intlErrors } = setup('/dashboard/quotes/available/eno/f-1');
    const list = await screen.findByRole('region', { name: 'As opções' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Opção 1',
      'Opção 2',
      'Opção 3',
    ]);
    expect(screen.queryByRole('table')).toBeNull();
    // 12.500,00 + 7.38% IOF = 13.422,50 a year, or 4 interest-free instalments of 3.355,62.
    const second = cards[1]!;
    const price = within(second).getByText('R$ 13.422,50');
    expect(within(second).getByText('por ano, com IOF · ou 4x de R$ 3.355,62 sem juros')).toBeTruthy();
    const limit = within(second).getByText('R$ 2.000.000,00');
    const retention = within(second).getByText('R$ 25.000,00');
    // The price comes first, then the limit, then the retention.
    expect(price.compareDocumentPosition(limit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(limit.compareDocumentPosition(retention) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(intlErrors).toEqual([]);
  });

  it('highlights the recommended option, and only that one', async () => {
    setup('/dashboard/quotes/available/eno/f-1');
    const cards = within(await screen.findByRole('region', { name: 'As opções' })).getAllByRole('article');
    const highlighted = cards.filter((card) => card.classList.contains('ui-card--highlight'));
    expect(highlighted).toEqual([cards[1]]);
    expect(within(cards[1]!).getByText('Recomendada')).toBeTruthy();
    expect(cards.filter((card) => within(card).queryByText('Recomendada'))).toHaveLength(1);
  });

  it('says what is covered and what is not in plain words, then the fine print', async () => {
    setup('/dashboard/quotes/available/eno/f-1');
    const covered = await screen.findByRole('region', { name: 'O que está coberto' });
    expect(within(covered).getByText('Erros e omissões profissionais')).toBeTruthy();
    expect(within(covered).getByText(coverageText('PROFESSIONAL_NEGLIGENCE', 'pt'))).toBeTruthy();
    expect(within(covered).getByText('Perda de documentos (sublimite de R$ 100.000,00)')).toBeTruthy();
    const excluded = screen.getByRole('region', { name: 'O que não está coberto' });
    expect(within(excluded).getByText(exclusionText('CONTRACTUAL_LIABILITY', 'pt'))).toBeTruthy();
    expect(screen.getByText('Modelo de contrato com clientes (Antes da contratação)')).toBeTruthy();
    expect(screen.getByText('Brasil')).toBeTruthy();
    expect(screen.getByText('15414.900377/2026-08')).toBeTruthy();
  });

  it('shows where the customer is on the way to a policy: choosing a quote', async () => {
    setup('/dashboard/quotes/available/eno/f-1');
    await screen.findByRole('region', { name: 'As opções' });
    expect(currentPurchaseStep()).toBe('Cotação');
  });

  it('selects with a confirm modal, then a success modal leading to checkout', async () => {
    const user = userEvent.setup();
    const { post } = setup('/dashboard/quotes/available/eno/f-1');
    await user.click(await screen.findByRole('button', { name: 'Escolher a opção 2' }));
    const confirm = await screen.findByRole('dialog', { name: 'Escolher esta opção?' });
    expect(within(confirm).getByText(/Seguradora Aurora, limite de R\$ 2\.000\.000,00/)).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Escolher' }));
    const success = await screen.findByRole('dialog', { name: 'Opção escolhida' });
    expect(post).toHaveBeenCalledWith('/v3/quotes/{id}/select', { params: { path: { id: 'q-2' } } });
    expect(within(success).getByRole('link', { name: 'Ir para a contratação' }).getAttribute('href')).toBe(
      '/dashboard/quotes/checkout/q-2',
    );
  });

  it('lets a team member compare but not select', async () => {
    setup('/dashboard/quotes/available/eno/f-1', 'TEAM_MEMBER');
    await screen.findByRole('region', { name: 'As opções' });
    expect(screen.queryByRole('button', { name: /Escolher/ })).toBeNull();
    expect(screen.getByText('Só o administrador da conta ou o corretor podem escolher uma opção.')).toBeTruthy();
  });

  it('offers no selection on expired options and says why', async () => {
    setup('/dashboard/quotes/expired/eno/f-1', 'ACCOUNT_ADMIN', [
      quote({ id: 'q-9', status: 'EXPIRED', group: 'expired' }),
    ]);
    expect(await screen.findByText(/Esta cotação venceu/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Escolher/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Baixar proposta da opção 1 (PDF)' })).toBeTruthy();
  });

  it('answers an unknown type or product with page not found, and an empty offer with quote not found', async () => {
    setup('/dashboard/quotes/whatever/eno/f-1');
    expect(await screen.findByText('Página não encontrada')).toBeTruthy();
    cleanup();
    setup('/dashboard/quotes/available/eno/f-404');
    expect(await screen.findByText('Cotação não encontrada')).toBeTruthy();
  });
});
