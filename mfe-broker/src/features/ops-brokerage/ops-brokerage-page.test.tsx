import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { missingKeys } from '@platform/i18n';
import { chooseOption } from '@platform/remote-kit/testing';
import { fakeApi, renderScreen } from '../../testing/render-screen';
import { opsBrokerageMessages } from './messages';
import { OpsBrokeragePage } from './ops-brokerage-page';

afterEach(cleanup);

const PATH = '/ops/brokers/:brokerId';
const URL = '/ops/brokers/b-1';
const brokerage = {
  id: 'b-1',
  status: 'APPROVED',
  general_info: { tax_id_type: 'CNPJ', tax_id: '11222333000181', legal_name: 'Demo Corretora de Seguros' },
};
const kams = {
  items: [
    { id: 'k-1', name: 'Juliana Prado', email: 'juliana@demo.local' },
    { id: 'k-2', name: 'Marcos Vieira', email: 'marcos@demo.local' },
  ],
};
const ratesAt = (cyber: { rate: number | null; version: number }) => ({
  min: 0.05,
  max: 0.3,
  default_rate: 0.2,
  items: [
    { product: 'D_AND_O', rate: null, effective_rate: 0.2, version: 0, updated_at: null },
    { product: 'E_AND_O', rate: null, effective_rate: 0.2, version: 0, updated_at: null },
    { product: 'CYBER', ...cyber, effective_rate: cyber.rate ?? 0.2, updated_at: null },
  ],
});
/** The kit's fake API (reads) with the assignment's PUT answering `put`. */
function opsApi(
  put: { status?: number; body: unknown },
  answers: Record<string, { status?: number; body: unknown }> = {},
) {
  const fake = fakeApi({
    '/v3/operations/brokers/{id}': { body: brokerage },
    '/v3/operations/kams': { body: kams },
    '/v3/operations/brokers/{id}/kam': { body: { kam_id: 'k-1', version: 3 } },
    '/v3/operations/brokers/{id}/commission-rates': { body: ratesAt({ rate: null, version: 0 }) },
    ...answers,
  });
  const PUT = vi.fn(async () => {
    const response = new Response(null, { status: put.status ?? 200 });
    return response.ok ? { data: put.body, response } : { error: put.body, response };
  });
  Object.assign(fake.api, { PUT });
  return { api: fake.api, calls: fake.calls, PUT };
}

describe('OpsBrokeragePage', () => {
  it('assigns another KAM with the version it loaded', async () => {
    const { api, PUT } = opsApi({ body: { kam_id: 'k-2', version: 4 } });
    const { intlErrors } = renderScreen(<OpsBrokeragePage />, { api, path: PATH, url: URL });
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo Corretora de Seguros' })).toBeTruthy();
    expect(screen.getByText('11.222.333/0001-81')).toBeTruthy();
    await screen.findByRole('form', { name: 'Gerente de contas (KAM)' });
    await chooseOption('Gerente de contas da corretora', 'Marcos Vieira · marcos@demo.local');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar gerente de contas' }));
    expect(await screen.findByText(/Gerente de contas salvo/)).toBeTruthy();
    expect(PUT).toHaveBeenCalledWith('/v3/operations/brokers/{id}/kam', {
      params: { path: { id: 'b-1' } },
      body: { kam_id: 'k-2', version: 3 },
    });
    expect(intlErrors).toEqual([]);
  });

  it('says someone changed the assignment meanwhile, and reads it again for the next save', async () => {
    const { api, calls } = opsApi({
      status: 409,
      body: { code: 'STALE_VERSION', message: 'x', current: { kam_id: null, version: 4 } },
    });
    renderScreen(<OpsBrokeragePage />, { api, path: PATH, url: URL });
    await screen.findByRole('form', { name: 'Gerente de contas (KAM)' });
    await chooseOption('Gerente de contas da corretora', 'Marcos Vieira · marcos@demo.local');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar gerente de contas' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Outra pessoa alterou estes dados.');
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.path === '/v3/operations/brokers/{id}/kam')).toHaveLength(2),
    );
  });

  it('says an unknown brokerage is not found, with the way back', async () => {
    const { api } = fakeApi({
      '/v3/operations/brokers/{id}': { status: 404, body: { code: 'NOT_FOUND', message: 'x' } },
    });
    renderScreen(<OpsBrokeragePage />, { api, path: PATH, url: URL });
    expect(await screen.findByRole('heading', { name: 'Corretora não encontrada' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar para as corretoras' }).getAttribute('href')).toBe('/ops/brokers');
  });

  it('shows loading first', () => {
    const { api } = fakeApi({}, { pending: true });
    renderScreen(<OpsBrokeragePage />, { api, path: PATH, url: URL });
    expect(screen.getByRole('status').textContent).toContain('Carregando...');
  });

  it('has every text in pt, en and es', () => {
    expect(missingKeys(opsBrokerageMessages)).toEqual([]);
  });
});
