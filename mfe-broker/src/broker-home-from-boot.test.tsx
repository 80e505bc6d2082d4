import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { dropEarlyReads } from '@platform/api-client';
import { homeFirstReads } from '@platform/remote-contract';
import { homeReadsHandedAtBoot } from '@platform/remote-kit/testing';
import { renderScreen } from './testing/render-screen';
import { BrokerRoutes } from './broker-routes';

afterEach(() => {
  cleanup();
  dropEarlyReads();
});

const company = {
  company_id: 'c-1',
  company_name: 'Acme Tecnologia Ltda',
  kind: 'company',
  country: 'br',
  tax_id_type: 'CNPJ',
  tax_id: '12.345.678/0001-90',
  cnpj: '12.345.678/0001-90',
  email: 'ana@acme.com.br',
  customer_name: 'Ana Souza',
  products: ['D_AND_O'],
  statuses: [{ product: 'D_AND_O', status: 'QUOTE_AWAITING_SELECTION' }],
  assessment_status: 'NO_ASSESSMENT',
  forms_info: {
    forms_completed: 1,
    total_forms: 2,
    ipaf_status: 'IPAF_IN_PROGRESS',
    expiration_date: '2024-12-01',
    is_expiring_soon: false,
  },
};
const ANSWERS: Record<string, unknown> = {
  '/v3/me': { user: {}, role: 'BROKER', accounts: [], broker: { status: 'APPROVED' } },
  '/v3/broker/home/tasks': { items: [] },
  '/v3/broker/companies': { items: [company], total: 1, next_cursor: null },
};

describe('broker/index opened cold', () => {
  it('passes the approval gate and draws the book from the reads the shell started at boot, without asking the API again', async () => {
    const { api, asked } = homeReadsHandedAtBoot('/broker/index', ANSWERS);
    renderScreen(<BrokerRoutes />, { api, path: '*', url: '/broker/index', platformFreshness: true });

    expect(await screen.findByRole('cell', { name: /Acme Tecnologia Ltda/ })).toBeTruthy();
    expect(asked).toEqual([]);
  });

  it('reads /v3/me once for the approval gate and the KAM link together', () => {
    const reads = homeFirstReads({ pathname: '/broker/index', search: '' });
    expect(reads.filter((address) => address === '/v3/me')).toHaveLength(1);
  });

  it('has no first page to read early for a book opened with a search', () => {
    expect(homeFirstReads({ pathname: '/broker/index', search: '?q=acme' })).toEqual([
      '/v3/me',
      '/v3/broker/home/tasks',
    ]);
  });
});
