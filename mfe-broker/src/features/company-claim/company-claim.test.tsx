import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import { fakeApi, renderScreen } from '../../testing/render-screen';
import { CompanyClaim } from './company-claim';

afterEach(cleanup);

const PATH = '/broker/company/:id/claims/:claimId';
const URL = '/broker/company/c-1/claims/k-1';

const claim = (overrides: Record<string, unknown> = {}) => ({
  id: 'k-1',
  account_id: 'c-1',
  company_name: 'Acme Tecnologia Ltda',
  protocol_number: 'SIN-2026-00000042',
  type: 'THIRD_PARTY_CLAIM',
  product: 'E_AND_O',
  policy_number: 'EO-1',
  status: 'IN_PROGRESS',
  description: 'Cliente alega erro.',
  information_requested: true,
  decision_due_on: '2026-12-10',
  days_left: 5,
  decision: null,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  occurred_on: '2026-10-20',
  learned_on: '2026-10-25',
  contact_name: 'Ana Souza',
  contact_email: 'ana@acme.com.br',
  contact_phone: '',
  allowed_events: [],
  version: 3,
  timeline: [
    {
      id: 'e1',
      event: 'REPORTED',
      status: 'PENDING',
      actor: 'CUSTOMER',
      message: '',
      created_at: '2026-11-01T10:00:00Z',
    },
    {
      id: 'e2',
      event: 'REQUEST_INFORMATION',
      status: 'IN_PROGRESS',
      actor: 'OPERATIONS',
      message: 'Envie a notificação.',
      created_at: '2026-11-02T10:00:00Z',
    },
  ],
  files: [{ id: 'f1', file_name: 'notificacao.pdf', content_type: 'application/pdf', size: 2048, actor: 'CUSTOMER' }],
  ...overrides,
});

describe('CompanyClaim', () => {
  it('shows the claim read only: status, facts, deadline, timeline and documents', async () => {
    const { api, calls } = fakeApi({ '/v3/broker/companies/{id}/claims/{claimId}': { body: claim() } });
    const { intlErrors } = renderScreen(<CompanyClaim />, { api, path: PATH, url: URL });

    expect(await screen.findByRole('heading', { level: 1, name: 'Sinistro SIN-2026-00000042' })).toBeTruthy();
    expect(calls[0]).toEqual({
      path: '/v3/broker/companies/{id}/claims/{claimId}',
      params: { path: { id: 'c-1', claimId: 'k-1' } },
    });
    expect(screen.getByText('Em análise')).toBeTruthy();
    expect(screen.getByText('Aguardando informações do cliente')).toBeTruthy();
    expect(screen.getByText(/5 dias restantes/)).toBeTruthy();
    const timeline = screen.getByRole('heading', { name: 'Histórico' }).closest('section')!;
    expect(within(timeline as HTMLElement).getByText('Informações solicitadas')).toBeTruthy();
    expect(within(timeline as HTMLElement).getByText('Envie a notificação.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Baixar notificacao.pdf' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar para a empresa' }).getAttribute('href')).toBe(
      '/broker/company/c-1/detail',
    );
    // Read only: nothing to answer or decide.
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(intlErrors).toEqual([]);
  });

  it('reads the claim again when a live update says it changed', async () => {
    const { api, calls } = fakeApi({ '/v3/broker/companies/{id}/claims/{claimId}': { body: claim() } });
    const { eventBus } = renderScreen(<CompanyClaim />, { api, path: PATH, url: URL });
    await screen.findByRole('heading', { level: 1, name: 'Sinistro SIN-2026-00000042' });
    expect(calls).toHaveLength(1);
    await act(async () => eventBus.emit('live:update', { topic: 'claim', id: 'k-1', version: 4 }));
    await vi.waitFor(() => expect(calls).toHaveLength(2));
  });

  it('says a claim outside the portfolio is not found, with the way back', async () => {
    const { api } = fakeApi({
      '/v3/broker/companies/{id}/claims/{claimId}': { status: 404, body: { code: 'NOT_FOUND', message: 'x' } },
    });
    renderScreen(<CompanyClaim />, { api, path: PATH, url: URL });
    expect(await screen.findByRole('heading', { name: 'Sinistro não encontrado' })).toBeTruthy();
  });

  it('shows loading while the claim is on its way', () => {
    const { api } = fakeApi({}, { pending: true });
    renderScreen(<CompanyClaim />, { api, path: PATH, url: URL });
    expect(screen.getByRole('status').textContent).toContain('Carregando...');
  });
});
