import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { fakeApi, renderScreen } from '../../testing/render-screen';
import { CompaniesList } from './companies-list';

afterEach(cleanup);

const PATH = '/broker/index';

const acme = {
  company_id: 'c-1',
  company_name: 'Acme Tecnologia Ltda',
  kind: 'company',
  country: 'br',
  tax_id_type: 'CNPJ',
  tax_id: '12.345.678/0001-90',
  cnpj: '12.345.678/0001-90',
  email: 'ana@acme.com.br',
  customer_name: 'Ana Souza',
  products: ['D_AND_O', 'CYBER'],
  assessment_status: 'NO_ASSESSMENT',
  forms_info: { forms_completed: 1, total_forms: 2, ipaf_status: 'IPAF_IN_PROGRESS' },
};

describe('CompaniesList', () => {
  it("lists the broker's companies with contact, products, questionnaire progress and assessment, linking to the detail", async () => {
    const { api } = fakeApi({ '/v3/broker/companies': { body: { items: [acme] } } });
    const { intlErrors } = renderScreen(<CompaniesList />, { api, path: PATH });

    const table = await screen.findByRole('table', { name: 'Empresas clientes' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: 'Acme Tecnologia Ltda' }).getAttribute('href')).toBe(
      '/broker/company/c-1/detail',
    );
    expect(within(row).getByText('12.345.678/0001-90')).toBeTruthy();
    expect(within(row).getByText('Ana Souza')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'ana@acme.com.br' })).toBeTruthy();
    expect(within(row).getByText('D&O e Cibernético')).toBeTruthy();
    expect(within(row).getByText('1 de 2')).toBeTruthy();
    expect(within(row).getByText('Sem avaliação')).toBeTruthy();
    expect(screen.queryByText('NO_ASSESSMENT')).toBeNull();
    expect(intlErrors).toEqual([]);
  });

  it('explains an empty portfolio', async () => {
    const { api } = fakeApi({ '/v3/broker/companies': { body: { items: [] } } });
    renderScreen(<CompaniesList />, { api, path: PATH });
    expect(await screen.findByRole('heading', { name: 'Nenhuma empresa cliente ainda' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows loading first', () => {
    const { api } = fakeApi({}, { pending: true });
    renderScreen(<CompaniesList />, { api, path: PATH });
    expect(screen.getByRole('status').textContent).toContain('Carregando...');
  });

  it('reads a 403 for a customer as the catalogue FORBIDDEN text, with a retry', async () => {
    const { api } = fakeApi({
      '/v3/broker/companies': { status: 403, body: { code: 'FORBIDDEN', message: 'Forbidden' } },
    });
    renderScreen(<CompaniesList />, { api, path: PATH });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Você não tem permissão para acessar estes dados.');
    expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });
});
