import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ApiClient } from '@platform/api-client';
import { fakeApi, renderScreen } from '../../testing/render-screen';
import { CyberReportPage } from './cyber-report-page';

afterEach(cleanup);

const finding = (overrides: Record<string, unknown>) => ({
  id: 'f-1',
  position: 1,
  severity: 'HIGH',
  port: 3389,
  service: 'rdp',
  title: 'RDP exposto',
  advice: 'Feche a porta; use VPN.',
  dispute_status: 'NONE',
  dispute_reason: null,
  disputed_at: null,
  ruling_note: null,
  ruled_at: null,
  version: 1,
  ...overrides,
});
const REPORT = {
  id: 'r-1',
  account_id: 'acc-1',
  request_id: 'req-1',
  report_date: '2026-11-20',
  score: 72,
  vulnerability_count: 2,
  risk_level: 'MEDIUM',
  status: 'PUBLISHED',
  created_at: '2026-11-20T10:00:00Z',
  summary: 'Dois achados.',
  language: 'pt',
  main_domain: 'demo.example',
  has_cyber_insurance: false,
  version: 1,
  findings: [
    finding({}),
    finding({
      id: 'f-2',
      position: 2,
      severity: 'LOW',
      port: null,
      service: 'dns',
      title: 'Sem DNSSEC',
      dispute_status: 'REJECTED',
      dispute_reason: 'Usamos outro provedor.',
      ruling_note: 'O domínio principal não está assinado.',
    }),
  ],
};

function setup(report: Record<string, unknown> = REPORT, post = vi.fn()) {
  const { api } = fakeApi({ '/v3/cyber/reports/{id}': { body: report } });
  const client = { ...api, POST: post } as unknown as ApiClient;
  const view = renderScreen(<CyberReportPage />, {
    api: client,
    path: '/dashboard/cyber/report/:id',
    url: '/dashboard/cyber/report/r-1',
  });
  return { ...view, post };
}

describe('CyberReportPage', () => {
  it('shows score, risk level and each finding with its severity, port or service, advice and dispute outcome', async () => {
    const { intlErrors } = setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Relatório de 20 de nov. de 2026' })).toBeTruthy();
    const first = screen.getByRole('listitem', { name: 'RDP exposto' });
    expect(within(first).getByText('Alta')).toBeTruthy();
    expect(within(first).getByText('Porta 3389 (rdp)')).toBeTruthy();
    expect(within(first).getByText(/Feche a porta; use VPN\./)).toBeTruthy();
    const second = screen.getByRole('listitem', { name: 'Sem DNSSEC' });
    expect(within(second).getByText('Contestação recusada')).toBeTruthy();
    expect(within(second).getByText('Resposta da equipe: O domínio principal não está assinado.')).toBeTruthy();
    expect(within(second).queryByRole('button')).toBeNull();
    expect(screen.queryByText('Sua nota e a renovação do seguro cibernético')).toBeNull();
    expect(intlErrors).toEqual([]);
  });

  it('explains how the score bears on the renewal to a customer with cyber insurance', async () => {
    setup({ ...REPORT, has_cyber_insurance: true });
    expect(await screen.findByText('Sua nota e a renovação do seguro cibernético')).toBeTruthy();
  });

  it('disputes a finding as a false positive with a reason, required', async () => {
    const post = vi
      .fn()
      .mockResolvedValue({ data: finding({ dispute_status: 'DISPUTED' }), response: new Response(null) });
    setup(REPORT, post);
    await userEvent.click(await screen.findByRole('button', { name: 'Marcar como falso positivo: RDP exposto' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar para análise' }));
    expect(within(dialog).getByText('Campo obrigatório')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByRole('textbox'), 'É um honeypot nosso.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar para análise' }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(post.mock.calls[0]![0]).toBe('/v3/cyber/reports/{id}/findings/{findingId}/dispute');
    expect(post.mock.calls[0]![1]).toMatchObject({
      params: { path: { id: 'r-1', findingId: 'f-1' } },
      body: { version: 1, reason: 'É um honeypot nosso.' },
    });
  });

  it('says plainly when the report is not there', async () => {
    const { api } = fakeApi({ '/v3/cyber/reports/{id}': { status: 404, body: { code: 'NOT_FOUND', message: 'x' } } });
    renderScreen(<CyberReportPage />, { api, path: '/dashboard/cyber/report/:id', url: '/dashboard/cyber/report/x' });
    expect(await screen.findByText('Relatório não encontrado')).toBeTruthy();
  });
});
