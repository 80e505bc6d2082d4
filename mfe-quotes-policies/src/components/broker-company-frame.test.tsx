// The broker of record's view of a customer company's quotes and policies: the customer's own
// screens inside the broker frame (docs/broker-book.md, "Quotes and policies").
import { afterEach, describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { cleanup, screen, within } from '@testing-library/react';
import { CheckoutPage } from '../features/checkout/checkout-page';
import { PolicyDetail } from '../features/policy-detail/policy-detail';
import { QuoteCompare } from '../features/quote-compare/quote-compare';
import { QuoteDetail } from '../features/quote-detail/quote-detail';
import { QuotesList } from '../features/quotes-list/quotes-list';
import { policy, quote, quoteList } from '../testing/canned-data';
import { fakeApi, renderScreen } from '../testing/render-screen';
import { BrokerCompanyFrame } from './broker-company-frame';

afterEach(cleanup);

const COMPANY = { company_id: 'c-1', company_name: 'Outra Empresa SA' };
const OPTIONS = [
  quote({ id: 'q-1', account_id: 'c-1', coverage_limit: '1000000.00' }),
  quote({ id: 'q-2', account_id: 'c-1', coverage_limit: '2000000.00', recommended: true }),
];
const BROKER = { role: 'BROKER' };

function open(screenElement: ReactElement, path: string, url: string, answers: Parameters<typeof fakeApi>[0]) {
  const { api, calls } = fakeApi({ '/v3/broker/companies/{id}': { body: COMPANY }, ...answers });
  const view = renderScreen(<BrokerCompanyFrame>{screenElement}</BrokerCompanyFrame>, { api, path, url, user: BROKER });
  return { ...view, calls };
}

describe('the broker’s view of a company’s quotes', () => {
  it('lists the company’s offers and policies, says whose they are and keeps its links in the broker’s area', async () => {
    const { calls, intlErrors } = open(<QuotesList />, '/broker/company/:id/quotes', '/broker/company/c-1/quotes', {
      '/v3/broker/companies/{id}/quotes': quoteList(OPTIONS),
      '/v3/broker/companies/{id}/policies': { body: { items: [policy({ id: 'p-1', account_id: 'c-1' })] } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cotações' })).toBeTruthy();
    const trail = screen.getByRole('navigation', { name: 'Você está em' });
    expect(within(trail).getByRole('link', { name: 'Outra Empresa SA' }).getAttribute('href')).toBe(
      '/broker/company/c-1/detail',
    );
    expect(within(trail).getByRole('link', { name: 'Empresas' }).getAttribute('href')).toBe('/broker/index');
    expect((await screen.findByRole('link', { name: 'Comparar opções' })).getAttribute('href')).toBe(
      '/broker/company/c-1/quotes/q-2/detail',
    );
    const policies = await screen.findByRole('table', { name: 'Apólices' });
    expect(within(policies).getByRole('link', { name: 'DO-2024-0001' }).getAttribute('href')).toBe(
      '/broker/company/c-1/policies/p-1/detail',
    );
    // The company's own rows, read through the broker's routes, never the customer's.
    expect(calls.map((call) => call.path)).not.toContain('/v3/quotes');
    expect(calls).toContainEqual({ path: '/v3/broker/companies/{id}/quotes', params: { path: { id: 'c-1' } } });
    expect(intlErrors).toEqual([]);
  });

  it('tells a broker who is not the company’s broker of record that the company is not found', async () => {
    const { api } = fakeApi({
      '/v3/broker/companies/{id}': { status: 404, body: { code: 'NOT_FOUND', message: 'x' } },
    });
    renderScreen(
      <BrokerCompanyFrame>
        <QuotesList />
      </BrokerCompanyFrame>,
      { api, path: '/broker/company/:id/quotes', url: '/broker/company/c-9/quotes', user: BROKER },
    );
    expect(await screen.findByRole('heading', { name: 'Empresa não encontrada' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar para as empresas' }).getAttribute('href')).toBe('/broker/index');
    expect(screen.queryByRole('heading', { name: 'Cotações' })).toBeNull();
  });

  it('compares the options of the quote its address names, each with its detail and selection for the customer', async () => {
    open(<QuoteCompare />, '/broker/company/:id/quotes/:quoteId/detail', '/broker/company/c-1/quotes/q-2/detail', {
      '/v3/broker/companies/{id}/quotes': quoteList(OPTIONS),
    });
    const options = await screen.findByRole('region', { name: 'As opções' });
    expect(within(options).getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Detalhes da opção 2' }).getAttribute('href')).toBe(
      '/broker/company/c-1/quotes/q-2/more-detail',
    );
    expect(screen.getAllByRole('button', { name: /Escolher a opção/ })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Voltar para cotações' }).getAttribute('href')).toBe(
      '/broker/company/c-1/quotes',
    );
  });

  it('shows one option in full and, for a quote that is not the company’s, says it is not found', async () => {
    open(
      <QuoteDetail />,
      '/broker/company/:id/quotes/:quoteId/more-detail',
      '/broker/company/c-1/quotes/q-1/more-detail',
      {
        '/v3/broker/companies/{id}/quotes': quoteList(OPTIONS),
      },
    );
    expect(await screen.findByText('R$ 1.000.000,00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Comparar as opções' }).getAttribute('href')).toBe(
      '/broker/company/c-1/quotes/q-1/detail',
    );
    cleanup();
    open(
      <QuoteDetail />,
      '/broker/company/:id/quotes/:quoteId/more-detail',
      '/broker/company/c-1/quotes/q-9/more-detail',
      {
        '/v3/broker/companies/{id}/quotes': quoteList(OPTIONS),
      },
    );
    expect(await screen.findByRole('heading', { name: 'Cotação não encontrada' })).toBeTruthy();
  });

  it('opens the checkout on the customer’s behalf with the way back to the company’s quotes', async () => {
    open(<CheckoutPage />, '/broker/company/:id/quotes/:quoteId/checkout', '/broker/company/c-1/quotes/q-1/checkout', {
      '/v3/quotes/{id}/checkout': {
        body: {
          quote: {
            ...quote({ id: 'q-1', status: 'SELECTED' }),
            requested_start_date: null,
            country: 'br',
            charges: [],
          },
          checkout: null,
          broker: { name: 'Demo Corretora', commission_rate: 0.2 },
          may_edit: true,
        },
      },
    });
    expect(await screen.findByRole('textbox', { name: /Nome do signatário/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar para cotações' }).getAttribute('href')).toBe(
      '/broker/company/c-1/quotes',
    );
    expect(screen.getByRole('link', { name: 'Outra Empresa SA' })).toBeTruthy();
  });
});

describe('the broker’s view of a company’s policy', () => {
  it('shows the policy and its payments, without the customer’s claim reporting', async () => {
    open(<PolicyDetail />, '/broker/company/:id/policies/:policyId/detail', '/broker/company/c-1/policies/p-1/detail', {
      '/v3/broker/policies/{id}': { body: policy({ id: 'p-1', account_id: 'c-1' }) },
      '/v3/policies/{id}/invoices': { body: { items: [] } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Apólice DO-2024-0001' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Comunicar sinistro' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Voltar para apólices' }).getAttribute('href')).toBe(
      '/broker/company/c-1/quotes',
    );
  });

  it('does not show another company’s policy under this company', async () => {
    open(<PolicyDetail />, '/broker/company/:id/policies/:policyId/detail', '/broker/company/c-1/policies/p-2/detail', {
      '/v3/broker/policies/{id}': { body: policy({ id: 'p-2', account_id: 'c-2' }) },
      '/v3/policies/{id}/invoices': { body: { items: [] } },
    });
    expect(await screen.findByRole('heading', { name: /não encontrada/ })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Apólice DO-2024-0001' })).toBeNull();
  });
});

describe('a brokerage awaiting approval', () => {
  it('sees the pending screen on a company’s quotes, not an error', async () => {
    const { api } = fakeApi({
      '/v3/broker/companies/{id}': { status: 403, body: { code: 'BROKER_PENDING_APPROVAL', message: 'x' } },
      '/v3/me': { body: { user: {}, role: 'BROKER', accounts: [], broker: { status: 'PENDING_APPROVAL' } } },
      '/v3/broker/registration': {
        body: { completed_steps: [], next_step: null, submitted_at: '2026-11-20T10:00:00.000Z' },
      },
    });
    const { intlErrors } = renderScreen(
      <BrokerCompanyFrame>
        <QuotesList />
      </BrokerCompanyFrame>,
      { api, path: '/broker/company/:id/quotes', url: '/broker/company/c-1/quotes', user: BROKER },
    );
    expect(await screen.findByRole('heading', { name: 'Cadastro em análise' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
    expect(intlErrors).toEqual([]);
  });
});
