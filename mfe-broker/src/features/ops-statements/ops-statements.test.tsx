import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ApiClient } from '@platform/api-client';
import { fakeApi, renderScreen } from '../../testing/render-screen';
import { OpsStatements } from './ops-statements';

afterEach(cleanup);

const statement = (overrides: Record<string, unknown> = {}) => ({
  id: 's1',
  broker_id: 'b1',
  broker_name: 'Demo Corretora',
  period: '2026-03',
  sequence: 1,
  currency: 'BRL',
  amount: '900.00',
  lines: [],
  note_status: 'WAITING_APPROVAL',
  note_reason: null,
  note: {
    id: 'n1',
    format: 'XML',
    file_name: 'nota.xml',
    number: '77',
    amount: '900.00',
    issuer_tax_id: '1',
    sent_at: '2026-04-02T10:00:00Z',
  },
  paid_at: null,
  version: 3,
  created_at: '2026-04-01T10:00:00Z',
  ...overrides,
});

function opsApi(
  post: ReturnType<typeof vi.fn>,
  items = [statement(), statement({ id: 's2', broker_name: 'Outra', note_status: 'APPROVED' })],
) {
  const { api, calls } = fakeApi({
    '/v3/operations/commission-statements': { body: { items } },
    '/v3/operations/brokers': { body: { items: [{ id: 'b1', trade_name: 'Demo Corretora' }] } },
  });
  return { api: { ...(api as object), POST: post } as unknown as ApiClient, calls };
}
const ok = (data: unknown) => Promise.resolve({ data, response: new Response(null) });

describe('ops/brokers/statements', () => {
  it('lists the statements with the note read, and approves or pays at the version read', async () => {
    const post = vi.fn().mockImplementation(() => ok(statement({ note_status: 'APPROVED' })));
    const { intlErrors } = renderScreen(<OpsStatements />, { api: opsApi(post).api, path: '/ops/brokers/statements' });
    const table = await screen.findByRole('table', { name: 'Extratos de comissão das corretoras' });
    expect(within(table).getAllByText(/NFS-e 77/)).toHaveLength(2);
    fireEvent.click(
      within(table).getByRole('button', { name: 'Aprovar a nota fiscal de Demo Corretora, extrato de março de 2026' }),
    );
    await vi.waitFor(() =>
      expect(post).toHaveBeenCalledWith('/v3/operations/commission-statements/{id}/fiscal-note-decision', {
        params: { path: { id: 's1' } },
        body: { decision: 'APPROVE', version: 3 },
      }),
    );
    fireEvent.click(
      within(table).getByRole('button', { name: 'Registrar pagamento do extrato de março de 2026 a Outra' }),
    );
    await vi.waitFor(() =>
      expect(post).toHaveBeenCalledWith('/v3/operations/commission-statements/{id}/payment', {
        params: { path: { id: 's2' } },
        body: { version: 3 },
      }),
    );
    expect(intlErrors).toEqual([]);
  });

  it('asks the brokerage for action only with a reason', async () => {
    const post = vi.fn().mockImplementation(() => ok(statement({ note_status: 'NEEDS_ACTION' })));
    renderScreen(<OpsStatements />, { api: opsApi(post).api, path: '/ops/brokers/statements' });
    fireEvent.click(await screen.findByRole('button', { name: /Pedir ação sobre a nota fiscal de Demo Corretora/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar pedido' }));
    expect(await within(dialog).findByText('Diga o que a corretora deve corrigir.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText(/O que a corretora deve corrigir/), {
      target: { value: 'CNPJ errado' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar pedido' }));
    await vi.waitFor(() =>
      expect(post).toHaveBeenCalledWith('/v3/operations/commission-statements/{id}/fiscal-note-decision', {
        params: { path: { id: 's1' } },
        body: { decision: 'ASK_ACTION', reason: 'CNPJ errado', version: 3 },
      }),
    );
    expect(await screen.findByText('Pedido enviado a Demo Corretora (extrato de março de 2026).')).toBeTruthy();
  });

  it('issues a statement per currency and names each with its currency', async () => {
    const post = vi
      .fn()
      .mockImplementation(() =>
        ok({ items: [statement({ note: null }), statement({ id: 's3', currency: 'MXN', note: null })] }),
      );
    renderScreen(<OpsStatements />, { api: opsApi(post, []).api, path: '/ops/brokers/statements' });
    expect(await screen.findByText('Nenhum extrato')).toBeTruthy();
    const brokerage = screen
      .getByRole('combobox', { name: 'Corretora' })
      .closest('.ui-field')!
      .querySelector('select')!;
    fireEvent.change(brokerage, { target: { value: 'b1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Emitir extrato' }));
    expect(
      await screen.findByText(
        'Extrato de março de 2026 (BRL) emitido para Demo Corretora. Extrato de março de 2026 (MXN) emitido para Demo Corretora.',
      ),
    ).toBeTruthy();
  });

  it('says in place why a statement could not be issued', async () => {
    const post = vi.fn().mockResolvedValue({
      error: { code: 'NOTHING_TO_STATE', message: 'x' },
      response: new Response(null, { status: 409 }),
    });
    renderScreen(<OpsStatements />, { api: opsApi(post, []).api, path: '/ops/brokers/statements' });
    expect(await screen.findByText('Nenhum extrato')).toBeTruthy();
    const brokerage = screen
      .getByRole('combobox', { name: 'Corretora' })
      .closest('.ui-field')!
      .querySelector('select')!;
    fireEvent.change(brokerage, { target: { value: 'b1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Emitir extrato' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Não há comissão a incluir');
  });
});
