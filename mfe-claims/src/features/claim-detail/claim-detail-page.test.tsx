import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ApiClient } from '@platform/api-client';
import { fakeApi, renderScreen } from '@platform/remote-kit/testing';
import { allMessages as messages } from '../../testing/all-messages';
import { CLAIM_ID, claimDetail } from '../../testing/claims-fixtures';
import { ClaimDetailPage } from './claim-detail-page';

afterEach(cleanup);

const PATH = '/dashboard/claims/detail/:id';
const URL = `/dashboard/claims/detail/${CLAIM_ID}`;
const REQUESTED = claimDetail({
  information_requested: true,
  information_requested_at: '2026-11-21T10:00:00Z',
  files: [
    {
      id: 'f-1',
      file_name: 'peticao.pdf',
      content_type: 'application/pdf',
      size: 2048,
      actor: 'CUSTOMER',
      created_at: '2026-11-20T10:00:00Z',
    },
  ],
  timeline: [
    ...claimDetail().timeline,
    {
      id: 'e-2',
      event: 'REQUEST_INFORMATION',
      status: 'IN_PROGRESS',
      actor: 'OPERATIONS',
      message: 'Envie a petição inicial.',
      created_at: '2026-11-21T10:00:00Z',
    },
  ],
});

describe('ClaimDetailPage', () => {
  it('shows the timeline, the documents, the legal deadline and, when asked, the way to add information', async () => {
    const { api } = fakeApi({ '/v3/claims/{id}': { body: REQUESTED } });
    const { intlErrors } = renderScreen(<ClaimDetailPage />, { api, messages, path: PATH, url: URL });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sinistro SIN-2026-00000001' })).toBeTruthy();
    expect(screen.getByText('Sinistro comunicado')).toBeTruthy();
    expect(screen.getByText('Informações solicitadas')).toBeTruthy();
    expect(screen.getAllByText('Envie a petição inicial.').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Baixar peticao.pdf' })).toBeTruthy();
    expect(screen.getByText(/10 dias restantes/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Enviar informações' })).toBeTruthy();
    expect(intlErrors).toEqual([]);
  });

  it('sends the answer with the version shown, and hides the form once answered', async () => {
    const answered = claimDetail({ version: 4, timeline: [...REQUESTED.timeline] });
    const post = vi.fn(async () => ({ data: answered, response: new Response(null, { status: 200 }) }));
    const { api } = fakeApi({ '/v3/claims/{id}': { body: REQUESTED } });
    renderScreen(<ClaimDetailPage />, {
      api: { ...api, POST: post } as unknown as ApiClient,
      messages,
      path: PATH,
      url: URL,
    });
    await userEvent.type(await screen.findByLabelText(/Sua resposta/), 'Segue a petição.');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Informações enviadas.')).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/v3/claims/{id}/information', {
      params: { path: { id: CLAIM_ID } },
      body: { message: 'Segue a petição.', version: 3 },
    });
    expect(screen.queryByRole('heading', { name: 'Enviar informações' })).toBeNull();
  });

  it('reads the claim again when a live update says it changed', async () => {
    const { api, calls } = fakeApi({ '/v3/claims/{id}': { body: claimDetail() } });
    const { eventBus } = renderScreen(<ClaimDetailPage />, { api, messages, path: PATH, url: URL });
    await screen.findByRole('heading', { level: 1, name: 'Sinistro SIN-2026-00000001' });
    expect(calls).toHaveLength(1);
    await act(async () => eventBus.emit('live:update', { topic: 'claim', id: CLAIM_ID, version: 4 }));
    await vi.waitFor(() => expect(calls).toHaveLength(2));
  });

  it('answers an unknown, foreign or malformed id with its not-found view, not the unexpected error', async () => {
    const { api } = fakeApi({ '/v3/claims/{id}': { status: 404, body: { code: 'NOT_FOUND', message: 'x' } } });
    renderScreen(<ClaimDetailPage />, { api, messages, path: PATH, url: '/dashboard/claims/detail/nao-existe' });
    expect(await screen.findByRole('heading', { name: 'Sinistro não encontrado' })).toBeTruthy();
    expect(screen.queryByText('Há um erro inesperado')).toBeNull();
    expect(screen.getByRole('link', { name: 'Voltar aos sinistros' }).getAttribute('href')).toBe(
      '/dashboard/claims/home',
    );
  });
});
