import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { fakeApi, renderScreen } from '../../testing/render-screen';
import { CompanyDetail } from './company-detail';

afterEach(cleanup);

const PATH = '/broker/company/:id/detail';

describe('CompanyDetail', () => {
  it('asks for the company in the address and shows its data in words', async () => {
    const { api, calls } = fakeApi({
      '/v3/broker/companies/{id}': {
        body: {
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
        },
      },
    });
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
});
