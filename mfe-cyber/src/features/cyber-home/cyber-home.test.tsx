import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiClient } from '@platform/api-client';
import { fakeApi, renderScreen } from '../../testing/render-screen';
import { CyberHome } from './cyber-home';

afterEach(cleanup);

const PATH = '/dashboard/cyber/home';

describe('CyberHome', () => {
  it('lists each report with its date, score, vulnerabilities and translated risk level', async () => {
    const { api } = fakeApi({
      '/v3/cyber/reports': {
        body: {
          items: [
            { id: 'r2', report_date: '2024-06-01', score: 82, vulnerability_count: 3, risk_level: 'LOW' },
            { id: 'r1', report_date: '2024-03-01', score: 54, vulnerability_count: 17, risk_level: 'HIGH' },
          ],
        },
      },
    });
    const { intlErrors } = renderScreen(<CyberHome />, { api, path: PATH });

    const table = await screen.findByRole('table', { name: 'Histórico de relatórios' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('1 de jun. de 2024')).toBeTruthy();
    expect(within(rows[1]!).getByText('82')).toBeTruthy();
    expect(within(rows[1]!).getByText('Baixo')).toBeTruthy();
    expect(within(rows[2]!).getByText('17')).toBeTruthy();
    expect(within(rows[2]!).getByText('Alto')).toBeTruthy();
    expect(screen.queryByText('HIGH')).toBeNull();
    // Oldest to newest, for the trend.
    expect(screen.getByRole('img', { name: /54 e 82$/ })).toBeTruthy();
    expect(screen.getByText(/\+28 pontos desde o primeiro relatório/)).toBeTruthy();
    expect(
      within(rows[1]!).getByRole('link', { name: 'Ver relatório de 1 de jun. de 2024' }).getAttribute('href'),
    ).toBe('/dashboard/cyber/report/r2');
    expect(intlErrors).toEqual([]);
  });

  it('shows the plans and links to the assessment request', async () => {
    const { api } = fakeApi({ '/v3/cyber/reports': { body: { items: [] } } });
    renderScreen(<CyberHome />, { api, path: PATH });

    expect(screen.getByRole('region', { name: 'Planos' })).toBeTruthy();
    expect(screen.getAllByRole('article').map((plan) => plan.getAttribute('aria-labelledby'))).toEqual([
      'cyber-plan-LITE',
      'cyber-plan-PLUS',
    ]);
    expect(screen.getByRole('link', { name: 'Solicitar avaliação' }).getAttribute('href')).toBe(
      '/dashboard/cyber/create',
    );
    expect(await screen.findByRole('heading', { name: 'Nenhum relatório ainda' })).toBeTruthy();
  });

  it('shows loading while the reports are on their way', () => {
    const { api } = fakeApi({}, { pending: true });
    renderScreen(<CyberHome />, { api, path: PATH });
    expect(screen.getByRole('status').textContent).toContain('Carregando...');
  });

  it('reads a 403 as the catalogue FORBIDDEN text, with a retry', async () => {
    const { api } = fakeApi({
      '/v3/cyber/reports': { status: 403, body: { code: 'FORBIDDEN', message: 'Forbidden' } },
    });
    renderScreen(<CyberHome />, { api, path: PATH });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Há um erro inesperado');
    expect(alert.textContent).toContain('Você não tem permissão para acessar estes dados.');
    expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });

  it('cancels a pending request only after the confirmation, and offers nothing on a cancelled one', async () => {
    const request = (id: string, status: string, main_domain: string) => ({
      id,
      status,
      main_domain,
      plan: 'LITE',
      version: 3,
      next_assessment_at: null,
      reports: [],
    });
    const { api } = fakeApi({
      '/v3/cyber/reports': { body: { items: [] } },
      '/v3/cyber/requests': {
        body: {
          items: [
            request('q-1', 'PENDING_VERIFICATION', 'loja.acme.example'),
            request('q-2', 'CANCELLED', 'old.acme.example'),
          ],
        },
      },
    });
    const post = vi.fn(async () => ({ data: { id: 'q-1', status: 'CANCELLED' }, response: new Response(null) }));
    const { intlErrors } = renderScreen(<CyberHome />, {
      api: { ...api, POST: post } as unknown as ApiClient,
      path: PATH,
    });

    const table = await screen.findByRole('table', { name: 'Suas solicitações' });
    const [, pending, cancelled] = within(table).getAllByRole('row');
    expect(within(cancelled!).queryByRole('button')).toBeNull();
    fireEvent.click(within(pending!).getByRole('button', { name: 'Cancelar a solicitação de loja.acme.example' }));

    const dialog = await screen.findByRole('dialog', { name: 'Cancelar a solicitação?' });
    expect(within(dialog).getByText(/Nenhuma nova avaliação de loja\.acme\.example será agendada/)).toBeTruthy();
    // Keeping it sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Manter' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(post).not.toHaveBeenCalled();

    fireEvent.click(within(pending!).getByRole('button', { name: 'Cancelar a solicitação de loja.acme.example' }));
    const again = await screen.findByRole('dialog');
    fireEvent.click(within(again).getByRole('button', { name: 'Cancelar a solicitação' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(post).toHaveBeenCalledWith('/v3/cyber/requests/{id}/cancel', {
      params: { path: { id: 'q-1' } },
      body: { version: 3 },
    });
    expect(intlErrors).toEqual([]);
  });
});
