import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { selectControl, selectedValue, shownOption } from '@platform/remote-kit/testing';
import type { ApiClient } from '@platform/api-client';
import { fakeApi, renderScreen } from '../../testing/render-screen';
import { OpsRequestPage } from './ops-request-page';

afterEach(cleanup);

const REQUEST = {
  id: 'req-1',
  account_id: 'acc-1',
  company: 'Demo Tecnologia Ltda',
  country: 'br',
  plan: 'LITE',
  main_domain: 'loja.demo.example',
  activity: 'OTHER',
  employees: 48,
  revenue_band: 'FROM_1M_TO_5M',
  status: 'PENDING_VERIFICATION',
  domain_proof: null,
  domain_verified_at: null,
  last_check_at: null,
  next_assessment_at: null,
  proof: {
    txt_record: 'seguro-empresarial-verification=abc',
    file_url: 'https://loja.demo.example/.well-known/abc.txt',
    file_content: 'abc',
  },
  reports: [],
  open_disputes: 0,
  version: 3,
  created_at: '2026-11-20T10:00:00Z',
};

function setup(
  request: Record<string, unknown>,
  post = vi.fn().mockResolvedValue({ data: {}, response: new Response(null) }),
) {
  const { api } = fakeApi({ '/v3/operations/cyber/requests/{id}': { body: request } });
  const client = { ...api, POST: post } as unknown as ApiClient;
  const view = renderScreen(<OpsRequestPage />, { api: client, path: '/ops/cyber/:id', url: '/ops/cyber/req-1' });
  return { ...view, post };
}

describe('OpsRequestPage', () => {
  it("shows the revenue band in the requesting company's currency: a Mexican company's in pesos, read in pt", async () => {
    const { intlErrors } = setup({ ...REQUEST, country: 'mx' });
    expect(
      await screen.findByText((text) => text.replace(/\s/g, ' ') === 'De MX$ 3.500.000 a MX$ 17.500.000'),
    ).toBeTruthy();
    expect(intlErrors).toEqual([]);
  });

  it('answers an unknown or malformed id with its not-found view and the way back to the requests', async () => {
    const { api } = fakeApi({
      '/v3/operations/cyber/requests/{id}': { status: 404, body: { code: 'NOT_FOUND', message: 'x' } },
    });
    renderScreen(<OpsRequestPage />, { api, path: '/ops/cyber/:id', url: '/ops/cyber/nao-existe' });
    expect(await screen.findByRole('heading', { name: 'Solicitação não encontrada' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar às solicitações' }).getAttribute('href')).toBe('/ops/cyber');
  });

  it('shows the proof and lets operations confirm the domain by hand', async () => {
    const { post, intlErrors } = setup(REQUEST);
    expect(await screen.findByText('seguro-empresarial-verification=abc')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publicar' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar domínio manualmente' }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(post.mock.calls[0]![0]).toBe('/v3/operations/cyber/requests/{id}/confirm-domain');
    expect(post.mock.calls[0]![1].body).toEqual({ version: 3 });
    expect(intlErrors).toEqual([]);
  });

  it('publishes a report with its findings once scheduled, checking each finding first', async () => {
    const { post } = setup({ ...REQUEST, status: 'SCHEDULED', next_assessment_at: '2026-11-20T10:00:00Z' });
    await userEvent.type(await screen.findByRole('spinbutton', { name: /Nota/ }), '72');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar achado' }));
    await userEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findAllByText('Campo obrigatório')).toHaveLength(3);
    expect(post).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Porta (opcional)' }), '3389');
    await userEvent.type(screen.getByRole('textbox', { name: /Serviço/ }), 'rdp');
    await userEvent.type(screen.getByRole('textbox', { name: /Título/ }), 'RDP exposto');
    await userEvent.type(screen.getByRole('textbox', { name: /Recomendação/ }), 'Feche a porta.');
    // The new finding's severity starts at MEDIUM: shown, held and sent.
    const severity = await selectControl('Severidade');
    expect(shownOption(severity)).toBe('Média');
    expect(selectedValue(severity)).toBe('MEDIUM');
    await userEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(post.mock.calls[0]![1].body).toEqual({
      version: 3,
      score: 72,
      findings: [{ severity: 'MEDIUM', port: 3389, service: 'rdp', title: 'RDP exposto', advice: 'Feche a porta.' }],
    });
  });
});
