import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { fakeApi, renderScreen } from '../../testing/render-screen';
import { CompanyCyberReport } from './company-cyber-report';

afterEach(cleanup);

const PATH = '/broker/company/:id/cyber/reports/:reportId';
const URL = '/broker/company/c-1/cyber/reports/r-1';

const report = (overrides: Record<string, unknown> = {}) => ({
  id: 'r-1',
  report_date: '2026-11-10',
  score: 77,
  vulnerability_count: 2,
  risk_level: 'MEDIUM',
  main_domain: 'acme.example',
  summary: '',
  has_cyber_insurance: true,
  findings: [
    {
      id: 'f-1',
      title: 'RDP aberto',
      severity: 'HIGH',
      port: 3389,
      service: 'rdp',
      advice: 'Use VPN.',
      dispute_status: 'DISPUTED',
    },
  ],
  ...overrides,
});

describe('CompanyCyberReport', () => {
  it('shows the score, risk, findings with their disputes and the renewal note', async () => {
    const { api, calls } = fakeApi({ '/v3/broker/companies/{id}/cyber/reports/{reportId}': { body: report() } });
    const { intlErrors } = renderScreen(<CompanyCyberReport />, { api, path: PATH, url: URL });

    expect(await screen.findByRole('heading', { level: 1, name: 'Relatório de 10 de nov. de 2026' })).toBeTruthy();
    expect(calls[0]!.params).toEqual({ path: { id: 'c-1', reportId: 'r-1' } });
    expect(screen.getByText('Médio')).toBeTruthy();
    expect(screen.getByText('A nota pesa na renovação do seguro cibernético')).toBeTruthy();
    const finding = screen.getByRole('listitem', { name: 'RDP aberto' });
    expect(within(finding).getByText(/Porta 3389 \(rdp\)/)).toBeTruthy();
    expect(within(finding).getByText('Alta')).toBeTruthy();
    expect(within(finding).getByText('Contestado pelo cliente: em análise')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(intlErrors).toEqual([]);
  });

  it('leaves the renewal note out without cyber insurance and says when there are no findings', async () => {
    const { api } = fakeApi({
      '/v3/broker/companies/{id}/cyber/reports/{reportId}': {
        body: report({ has_cyber_insurance: false, findings: [] }),
      },
    });
    renderScreen(<CompanyCyberReport />, { api, path: PATH, url: URL });
    expect(await screen.findByRole('heading', { name: 'Nenhum achado neste relatório.' })).toBeTruthy();
    expect(screen.queryByText('A nota pesa na renovação do seguro cibernético')).toBeNull();
  });

  it('says a report outside the portfolio is not found', async () => {
    const { api } = fakeApi({
      '/v3/broker/companies/{id}/cyber/reports/{reportId}': { status: 404, body: { code: 'NOT_FOUND', message: 'x' } },
    });
    renderScreen(<CompanyCyberReport />, { api, path: PATH, url: URL });
    expect(await screen.findByRole('heading', { name: 'Relatório não encontrado' })).toBeTruthy();
  });
});
