import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import { fakeApi, renderScreen } from '../../testing/render-screen';
import { CompanyDetail } from './company-detail';

afterEach(cleanup);

const PATH = '/broker/company/:id/detail';

const COMPANY = {
  company_id: 'c-1',
  company_name: 'Acme Tecnologia Ltda',
  tax_id: '12.345.678/0001-90',
  tax_id_type: 'CNPJ',
  kind: 'company',
  country: 'br',
  cnpj: '12.345.678/0001-90',
  email: 'ana@acme.com.br',
  customer_name: 'Ana Souza',
  products: ['E_AND_O'],
  assessment_status: 'COMPLETED',
  forms_info: { forms_completed: 2, total_forms: 2, ipaf_status: 'CLOSED' },
};
const CLAIM = {
  id: 'k-1',
  protocol_number: 'SIN-2026-00000042',
  type: 'THIRD_PARTY_CLAIM',
  product: 'E_AND_O',
  status: 'PENDING',
  information_requested: false,
  updated_at: '2026-11-20T10:00:00.000Z',
};
const REPORT = {
  id: 'r-1',
  report_date: '2026-11-10',
  score: 77,
  vulnerability_count: 2,
  risk_level: 'MEDIUM',
};
const REQUEST = {
  id: 'q-1',
  main_domain: 'acme.example',
  plan: 'LITE',
  status: 'SCHEDULED',
  next_assessment_at: '2027-02-10T00:00:00.000Z',
};
const book = (claims: unknown[], reports: unknown[], requests: unknown[]) => ({
  '/v3/broker/companies/{id}': { body: COMPANY },
  '/v3/broker/companies/{id}/claims': { body: { items: claims } },
  '/v3/broker/companies/{id}/cyber/reports': { body: { items: reports } },
  '/v3/broker/companies/{id}/cyber/requests': { body: { items: requests } },
});

describe('CompanyDetail', () => {
  it('asks for the company in the address and shows its data in words', async () => {
    const { api, calls } = fakeApi(book([], [], []));
    const { intlErrors } = renderScreen(<CompanyDetail />, { api, path: PATH, url: '/broker/company/c-1/detail' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Tecnologia Ltda' })).toBeTruthy();
    expect(calls[0]).toEqual({ path: '/v3/broker/companies/{id}', params: { path: { id: 'c-1' } } });
    expect(screen.getByText('CNPJ 12.345.678/0001-90')).toBeTruthy();
    expect(screen.getByText('Brasil')).toBeTruthy();
    expect(screen.getByText('Concluído')).toBeTruthy();
    expect(screen.getByText('Concluída')).toBeTruthy();
    expect(screen.getByText('2 de 2')).toBeTruthy();
    expect(screen.getByText('Pessoa jurídica')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ana@acme.com.br' }).getAttribute('href')).toBe('mailto:ana@acme.com.br');
    expect(screen.getByRole('link', { name: 'Ver cotações' }).getAttribute('href')).toBe('/broker/company/c-1/quotes');
    expect(intlErrors).toEqual([]);
  });

  it('shows a not-found state with the way back for a company outside the portfolio', async () => {
    const { api } = fakeApi({
      '/v3/broker/companies/{id}': { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } },
    });
    renderScreen(<CompanyDetail />, { api, path: PATH, url: '/broker/company/other/detail' });
    expect(await screen.findByRole('heading', { name: 'Empresa não encontrada' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar para empresas clientes' }).getAttribute('href')).toBe(
      '/broker/index',
    );
  });

  it('lists the company’s claims and cyber assessments with their status badges and links', async () => {
    const { api } = fakeApi(book([CLAIM], [REPORT], [REQUEST]));
    const { intlErrors } = renderScreen(<CompanyDetail />, { api, path: PATH, url: '/broker/company/c-1/detail' });

    const claims = await screen.findByRole('table', { name: 'Sinistros' });
    const [, claimRow] = within(claims).getAllByRole('row');
    expect(within(claimRow!).getByRole('link', { name: 'SIN-2026-00000042' }).getAttribute('href')).toBe(
      '/broker/company/c-1/claims/k-1',
    );
    expect(within(claimRow!).getByText('Reclamação de terceiro')).toBeTruthy();
    expect(within(claimRow!).getByText('Aguardando análise')).toBeTruthy();

    const requests = await screen.findByRole('table', { name: 'Solicitações de avaliação' });
    expect(within(requests).getByText('acme.example')).toBeTruthy();
    expect(within(requests).getByText('Agendada')).toBeTruthy();
    const reports = screen.getByRole('table', { name: 'Relatórios' });
    expect(within(reports).getByText('77')).toBeTruthy();
    expect(within(reports).getByText('Médio')).toBeTruthy();
    expect(
      within(reports).getByRole('link', { name: 'Ver relatório de 10 de nov. de 2026' }).getAttribute('href'),
    ).toBe('/broker/company/c-1/cyber/reports/r-1');
    expect(intlErrors).toEqual([]);
  });

  it('says when there are no claims and no assessments', async () => {
    const { api } = fakeApi(book([], [], []));
    renderScreen(<CompanyDetail />, { api, path: PATH, url: '/broker/company/c-1/detail' });
    expect(await screen.findByRole('heading', { name: 'Nenhum sinistro comunicado por esta empresa.' })).toBeTruthy();
    expect(
      await screen.findByRole('heading', { name: 'Esta empresa ainda não pediu uma avaliação cibernética.' }),
    ).toBeTruthy();
  });

  it('shows an error with a retry when the claims cannot be read, and keeps the company', async () => {
    const { api } = fakeApi({
      ...book([], [], []),
      '/v3/broker/companies/{id}/claims': { status: 500, body: { code: 'INTERNAL_ERROR', message: 'x' } },
    });
    renderScreen(<CompanyDetail />, { api, path: PATH, url: '/broker/company/c-1/detail' });
    const claims = (await screen.findByRole('heading', { name: 'Sinistros' })).closest('section')!;
    expect(await within(claims as HTMLElement).findByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Acme Tecnologia Ltda' })).toBeTruthy();
  });

  it('reads the claims and reports again when a live update says one changed', async () => {
    const { api, calls } = fakeApi(book([CLAIM], [REPORT], [REQUEST]));
    const { eventBus } = renderScreen(<CompanyDetail />, { api, path: PATH, url: '/broker/company/c-1/detail' });
    await screen.findByRole('table', { name: 'Relatórios' });
    const count = (path: string) => calls.filter((call) => call.path === path).length;
    expect(count('/v3/broker/companies/{id}/claims')).toBe(1);
    await act(async () => eventBus.emit('live:update', { topic: 'claim', id: 'k-1', version: 3 }));
    await vi.waitFor(() => expect(count('/v3/broker/companies/{id}/claims')).toBe(2));
    await act(async () => eventBus.emit('live:update', { topic: 'cyber', id: 'r-2', version: 1 }));
    await vi.waitFor(() => expect(count('/v3/broker/companies/{id}/cyber/reports')).toBe(2));
    expect(count('/v3/broker/companies/{id}/cyber/requests')).toBe(2);
  });
});
