// The decision on a brokerage's registration, on ops/brokers/:brokerId (moved from the shell's
// ops home): approve after a confirmation, refuse with the reason mailed to the broker.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiClient } from '@platform/api-client';
import { fakeApi, renderScreen } from '../../testing/render-screen';
import { OpsBrokeragePage } from './ops-brokerage-page';

afterEach(cleanup);

const PATH = '/ops/brokers/:brokerId';
const URL = '/ops/brokers/b-9';
const pending = {
  id: 'b-9',
  status: 'PENDING_APPROVAL',
  submitted_at: '2026-11-02T10:00:00.000Z',
  decided_at: null,
  decision_reason: null,
  general_info: { tax_id_type: 'CNPJ', tax_id: '11222333000181', legal_name: 'Nova Corretora Ltda' },
};

/** The brokerage's page waiting for approval; POST answers with the brokerage as `decided`, after `refusals` 503s. */
function decisionApi(decided: object, refusals = 0) {
  const fake = fakeApi({
    '/v3/operations/brokers/{id}': { body: pending },
    '/v3/operations/kams': { body: { items: [] } },
    '/v3/operations/brokers/{id}/kam': { body: { kam_id: null, version: 0 } },
    '/v3/operations/brokers/{id}/commission-rates': { body: { min: 0.05, max: 0.3, default_rate: 0.2, items: [] } },
  });
  let refused = 0;
  const POST = vi.fn(async (_path: string, _init: unknown) =>
    (refused += 1) <= refusals
      ? { error: { code: 'SERVICE_UNAVAILABLE', message: 'down' }, response: new Response(null, { status: 503 }) }
      : { data: { ...pending, ...decided }, response: new Response(null, { status: 200 }) },
  );
  Object.assign(fake.api, { POST });
  return { api: fake.api as ApiClient, POST };
}

describe('the decision on a brokerage waiting for approval', () => {
  it('approves after asking, and says when', async () => {
    const { api, POST } = decisionApi({ status: 'APPROVED', decided_at: '2026-11-03T10:00:00.000Z' });
    const { intlErrors } = renderScreen(<OpsBrokeragePage />, { api, path: PATH, url: URL });
    await userEvent.click(await screen.findByRole('button', { name: 'Aprovar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aprovar Nova Corretora Ltda?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aprovar' }));
    expect(await screen.findByText('Aprovada em 3 de nov. de 2026.')).toBeTruthy();
    expect(POST).toHaveBeenCalledWith('/v3/operations/brokers/{id}/approve', { params: { path: { id: 'b-9' } } });
    expect(screen.queryByRole('button', { name: 'Recusar' })).toBeNull();
    expect(intlErrors).toEqual([]);
  });

  it('refuses only with a reason, which it sends, and keeps it when the API refuses', async () => {
    const { api, POST } = decisionApi(
      { status: 'REFUSED', decided_at: '2026-11-03T10:00:00.000Z', decision_reason: 'Registro SUSEP vencido' },
      1,
    );
    renderScreen(<OpsBrokeragePage />, { api, path: PATH, url: URL });
    await userEvent.click(await screen.findByRole('button', { name: 'Recusar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recusar Nova Corretora Ltda?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Recusar' }));
    expect(await within(dialog).findByText('Informe o motivo da recusa.')).toBeTruthy();
    expect(POST).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText(/Motivo da recusa/), 'Registro SUSEP vencido');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Recusar' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/indisponível/);
    expect((within(dialog).getByLabelText(/Motivo da recusa/) as HTMLTextAreaElement).value).toBe(
      'Registro SUSEP vencido',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Recusar' }));
    expect(await screen.findByText('Recusada em 3 de nov. de 2026. Motivo: Registro SUSEP vencido')).toBeTruthy();
    expect(POST).toHaveBeenCalledWith('/v3/operations/brokers/{id}/refuse', {
      params: { path: { id: 'b-9' } },
      body: { reason: 'Registro SUSEP vencido' },
    });
  });
});
