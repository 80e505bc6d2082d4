import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ApiClient } from '@platform/api-client';
import { fakeApi, renderScreen } from '@platform/remote-kit/testing';
import { allMessages as messages } from '../../testing/all-messages';
import { CLAIM_ID, claimDetail } from '../../testing/claims-fixtures';
import { OpsClaimDetailPage } from './ops-claim-detail-page';

afterEach(cleanup);

const PATH = '/ops/claims/:id';
const URL = `/ops/claims/${CLAIM_ID}`;
const OPEN = claimDetail({ status: 'PENDING', allowed_events: ['START_ANALYSIS', 'REQUEST_INFORMATION', 'REJECT'] });

function setup(claim: unknown, post = vi.fn()) {
  const { api } = fakeApi({ '/v3/operations/claims/{id}': { body: claim } });
  const view = renderScreen(<OpsClaimDetailPage />, {
    api: { ...api, POST: post } as unknown as ApiClient,
    messages,
    path: PATH,
    url: URL,
  });
  return { ...view, post };
}

describe('OpsClaimDetailPage', () => {
  it('answers an unknown or malformed id with its not-found view and the way back to the queue', async () => {
    const { api } = fakeApi({
      '/v3/operations/claims/{id}': { status: 404, body: { code: 'NOT_FOUND', message: 'x' } },
    });
    renderScreen(<OpsClaimDetailPage />, { api, messages, path: PATH, url: '/ops/claims/nao-existe' });
    expect(await screen.findByRole('heading', { name: 'Sinistro não encontrado' })).toBeTruthy();
    expect(screen.queryByText('Há um erro inesperado')).toBeNull();
    expect(screen.getByRole('link', { name: 'Voltar à fila' }).getAttribute('href')).toBe('/ops/claims');
  });

  it('offers the moves the state machine allows now, with the company and the legal deadline', async () => {
    const { intlErrors } = setup(OPEN);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sinistro SIN-2026-00000001' })).toBeTruthy();
    expect(screen.getByText('Demo Tecnologia Ltda')).toBeTruthy();
    expect(screen.getByText(/10 dias restantes/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Iniciar análise' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pedir informações' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recusar' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Aprovar' })).toBeNull();
    expect(intlErrors).toEqual([]);
  });

  it('asks for a message before asking the customer for information, then sends the version shown', async () => {
    const post = vi.fn(async () => ({
      data: claimDetail({
        information_requested: true,
        version: 4,
        allowed_events: ['REQUEST_INFORMATION', 'APPROVE', 'REJECT'],
      }),
      response: new Response(null, { status: 200 }),
    }));
    setup(OPEN, post);
    await userEvent.click(await screen.findByRole('button', { name: 'Pedir informações' }));
    expect(await screen.findByText('Escreva a mensagem ao cliente.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/Mensagem ao cliente/), 'Envie a petição.');
    await userEvent.click(screen.getByRole('button', { name: 'Pedir informações' }));
    expect(await screen.findByText('Sinistro atualizado.')).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/v3/operations/claims/{id}/transitions', {
      params: { path: { id: CLAIM_ID } },
      body: { event: 'REQUEST_INFORMATION', message: 'Envie a petição.', version: 3 },
    });
    expect(screen.getByRole('button', { name: 'Aprovar' })).toBeTruthy();
  });

  it('starts the analysis without a message, and shows a refused move from the catalogue', async () => {
    const post = vi.fn(async () => ({
      error: { code: 'TRANSITION_NOT_ALLOWED', message: 'x' },
      response: new Response(null, { status: 409 }),
    }));
    setup(OPEN, post);
    await userEvent.click(await screen.findByRole('button', { name: 'Iniciar análise' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('downloads a document through the operations route, never the customer’s', async () => {
    const file = {
      id: 'file-1',
      file_name: 'laudo.pdf',
      content_type: 'application/pdf',
      size: 2048,
      actor: 'CUSTOMER',
    };
    const { api, calls } = fakeApi({
      '/v3/operations/claims/{id}': { body: claimDetail({ files: [file] }) },
      '/v3/operations/claims/{id}/files/{fileId}': { body: new Blob(['%PDF-1.4']) },
    });
    renderScreen(<OpsClaimDetailPage />, { api, messages, path: PATH, url: URL });
    await userEvent.click(await screen.findByRole('button', { name: 'Baixar laudo.pdf' }));
    await vi.waitFor(() =>
      expect(calls).toContainEqual({
        path: '/v3/operations/claims/{id}/files/{fileId}',
        params: { path: { id: CLAIM_ID, fileId: 'file-1' } },
      }),
    );
    expect(calls.map((call) => call.path)).not.toContain('/v3/claims/{id}/files/{fileId}');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a decided claim has no more moves', async () => {
    setup(claimDetail({ status: 'APPROVED', allowed_events: [], days_left: null, decision: 'Coberto.' }));
    expect(await screen.findByText('Este sinistro já foi decidido.')).toBeTruthy();
    expect(screen.getByText('Coberto.')).toBeTruthy();
  });
});
