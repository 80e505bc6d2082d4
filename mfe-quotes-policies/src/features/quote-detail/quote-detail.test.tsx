import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ApiClient } from '@platform/api-client';
import { coverageText } from '@platform/domain';
import { quote, quoteList } from '../../testing/canned-data';
import { fakeApi, renderScreen } from '../../testing/render-screen';
import { QuoteDetail } from './quote-detail';

afterEach(cleanup);

const PATH = '/dashboard/quotes/detail/:type/:product/:userFormId';
const OPTIONS = [
  quote({ id: 'q-1', coverage_limit: '1000000.00' }),
  quote({ id: 'q-2', coverage_limit: '2000000.00', recommended: true, insurer: 'Seguradora Beta' }),
];

function setup(url: string, options = OPTIONS) {
  const { api } = fakeApi({ '/v3/quotes': quoteList(options) });
  const post = vi.fn(async () => ({ data: OPTIONS[0], response: new Response(null, { status: 200 }) }));
  const client = { ...api, POST: post } as unknown as ApiClient;
  return { ...renderScreen(<QuoteDetail />, { api: client, path: PATH, url, user: { role: 'ACCOUNT_ADMIN' } }), post };
}

describe('QuoteDetail', () => {
  it('answers an unknown address with page not found, and a questionnaire with no quotes with quote not found', async () => {
    setup('/dashboard/quotes/detail/whatever/eno/f-1');
    expect(await screen.findByText('Página não encontrada')).toBeTruthy();
    cleanup();
    setup('/dashboard/quotes/detail/available/eno/f-404');
    expect(await screen.findByRole('heading', { name: 'Cotação não encontrada' })).toBeTruthy();
    expect(screen.queryByText('Há um erro inesperado')).toBeNull();
  });

  it('shows the recommended option when none is named, with its data and open pre-bind conditions', async () => {
    const { intlErrors } = setup('/dashboard/quotes/detail/available/eno/f-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'E&O – Responsabilidade profissional – Seguradora Beta' }),
    ).toBeTruthy();
    const data = screen.getByRole('article', { name: 'Dados da opção' });
    expect(data.classList.contains('ui-card--highlight')).toBe(true);
    expect(within(data).getByText('Recomendada')).toBeTruthy();
    // 12.345,60 + 7.38% IOF = 13.256,71 a year, or 4 interest-free instalments of 3.314,17.
    const price = within(data).getByText('R$ 13.256,71');
    expect(within(data).getByText('por ano, com IOF · ou 4x de R$ 3.314,17 sem juros')).toBeTruthy();
    const limit = within(data).getByText('R$ 2.000.000,00');
    expect(price.compareDocumentPosition(limit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(data).getByText('R$ 25.000,00')).toBeTruthy();
    expect(screen.getByText(coverageText('LOSS_OF_DOCUMENTS', 'pt'))).toBeTruthy();
    expect(screen.getByText('1 condição pendente antes da contratação.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Escolher esta opção' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Comparar as opções' }).getAttribute('href')).toBe(
      '/dashboard/quotes/available/eno/f-1',
    );
    expect(intlErrors).toEqual([]);
  });

  it('reads a US option in dollars whatever the language, with the state’s charges as lines of their own', async () => {
    const us = quote({
      id: 'q-us',
      currency: 'USD',
      coverage_limit: '2000000.00',
      gross_premium: '12000.00',
      charges: [
        { code: 'SURPLUS_LINES_TAX', amount: '360.00' },
        { code: 'STAMPING_FEE', amount: '18.00' },
      ],
    });
    const { intlErrors } = setup('/dashboard/quotes/detail/available/eno/f-1?quote=q-us', [us]);
    const data = await screen.findByRole('article', { name: 'Dados da opção' });
    // 12,000.00 + 360.00 + 18.00 = 12,378.00 a year, or 4 interest-free instalments of 3,094.50.
    expect(within(data).getByText('US$ 12.378,00')).toBeTruthy();
    expect(within(data).getByText('por ano, com encargos do estado · ou 4x de US$ 3.094,50 sem juros')).toBeTruthy();
    expect(within(data).getByText('US$ 2.000.000,00')).toBeTruthy();
    expect(within(data).getByText('Imposto de surplus lines (estado)').nextSibling?.textContent).toBe(
      'US$\u00a0360,00',
    );
    expect(within(data).getByText('Stamping fee (estado)').nextSibling?.textContent).toBe('US$\u00a018,00');
    expect(screen.queryByText(/R\$/)).toBeNull();
    expect(intlErrors).toEqual([]);
  });

  it('reads a Mexican option in MXN with IVA and the policy fee in its price a year', async () => {
    const mx = quote({
      id: 'q-mx',
      currency: 'MXN',
      coverage_limit: '3500000.00',
      gross_premium: '10000.00',
      insurance_code: 'CNSF-S0123-0456-2026',
    });
    setup('/dashboard/quotes/detail/available/eno/f-1?quote=q-mx', [mx]);
    const data = await screen.findByRole('article', { name: 'Dados da opção' });
    // (10,000.00 + policy fee 600.00) x 1.16 = 12,296.00, paid at once (Mexico's plan has no interest-free instalments).
    expect(within(data).getByText('MX$ 12.296,00')).toBeTruthy();
    expect(within(data).getByText('por ano, com IVA')).toBeTruthy();
    expect(within(data).getByText('MX$ 3.500.000,00')).toBeTruthy();
    const terms = screen.getByRole('region', { name: 'Pagamento e condições gerais' });
    expect(within(terms).getByText('Impostos e encargos').nextSibling?.textContent).toBe(
      'IVA 16% e custo de emissão de MX$\u00a0600,00',
    );
    expect(within(terms).getByText('À vista, ou até 4 parcelas com acréscimo de 1,5% ao mês.')).toBeTruthy();
    expect(within(terms).getByText('Registro CNSF')).toBeTruthy();
  });

  it('leaves an option that is not recommended without the highlight', async () => {
    setup('/dashboard/quotes/detail/available/eno/f-1?quote=q-1');
    const data = await screen.findByRole('article', { name: 'Dados da opção' });
    expect(data.classList.contains('ui-card--highlight')).toBe(false);
    expect(within(data).queryByText('Recomendada')).toBeNull();
  });

  it('sends evidence for a condition as the raw file', async () => {
    const user = userEvent.setup();
    const { post } = setup('/dashboard/quotes/detail/available/eno/f-1?quote=q-1');
    const input = await screen.findByLabelText('Enviar comprovante: Modelo de contrato com clientes');
    const file = new File(['%PDF-1.4 contrato'], 'contrato.pdf', { type: 'application/pdf' });
    await user.upload(input, file);
    await vi.waitFor(() => expect(post).toHaveBeenCalled());
    expect(post).toHaveBeenCalledWith(
      '/v3/quotes/{id}/evidence',
      expect.objectContaining({
        params: { path: { id: 'q-1' }, query: { subjectivity: 'CONTRACT_TEMPLATE', file_name: 'contrato.pdf' } },
        body: file,
      }),
    );
  });

  it('refuses a file that is not a PDF or image before sending it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { post } = setup('/dashboard/quotes/detail/available/eno/f-1?quote=q-1');
    const input = await screen.findByLabelText('Enviar comprovante: Modelo de contrato com clientes');
    await user.upload(input, new File(['MZ not a document'], 'virus.exe'));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('says why an option is no longer on offer once another option of the product was bought', async () => {
    const withdrawn = [quote({ id: 'q-1', status: 'WITHDRAWN', group: 'expired' })];
    const { api } = fakeApi({ '/v3/quotes': quoteList(withdrawn) });
    const { intlErrors } = renderScreen(<QuoteDetail />, {
      api,
      path: PATH,
      url: '/dashboard/quotes/detail/expired/eno/f-1?quote=q-1',
      user: { role: 'ACCOUNT_ADMIN' },
    });
    expect(await screen.findByText('Retirada')).toBeTruthy();
    expect(
      screen.getByText('Outra opção deste produto foi escolhida; esta não pode mais ser contratada.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Escolher esta opção' })).toBeNull();
    expect(intlErrors).toEqual([]);
  });

  it('shows the catalogue’s words when choosing an option withdrawn meanwhile is refused', async () => {
    const { api } = fakeApi({ '/v3/quotes': quoteList(OPTIONS) });
    const post = vi.fn(async () => ({
      error: { code: 'QUOTE_WITHDRAWN', message: 'x' },
      response: new Response(null, { status: 409 }),
    }));
    renderScreen(<QuoteDetail />, {
      api: { ...api, POST: post } as unknown as ApiClient,
      path: PATH,
      url: '/dashboard/quotes/detail/available/eno/f-1?quote=q-1',
      user: { role: 'ACCOUNT_ADMIN' },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Escolher esta opção' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Escolher' }));
    expect(await screen.findByText(/Esta opção foi retirada: outra opção deste produto foi escolhida/)).toBeTruthy();
  });
});
