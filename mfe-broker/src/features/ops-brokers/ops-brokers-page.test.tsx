// ops/brokers (moved from the shell's ops/brokerages): the approval queue and the approved
// brokerages, each opening its own page; tax ids as their country writes them.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { ApiClient } from '@platform/api-client';
import { DEFAULT_LOCALE } from '@platform/domain';
import { missingKeys } from '@platform/i18n';
import { fakeApi, renderScreen } from '../../testing/render-screen';
import { opsBrokersMessages } from './messages';
import { OpsBrokersPage } from './ops-brokers-page';

afterEach(cleanup);

const PATH = '/ops/brokers';
const summary = (id: string, legal_name: string, status: string, more: object = {}) => ({
  id,
  legal_name,
  trade_name: legal_name,
  tax_id_type: 'CNPJ',
  tax_id: '11222333000181',
  email: 'x@demo.local',
  status,
  created_at: '2026-11-01T10:00:00.000Z',
  submitted_at: null,
  ...more,
});

/** GET /v3/operations/brokers answered by the status asked for. */
function brokersApi(byStatus: Record<string, unknown[] | { status: number; body: unknown }>) {
  const asked: unknown[] = [];
  const GET = async (_path: string, init: { params: { query: { status: string } } }) => {
    asked.push(init.params.query.status);
    const answer = byStatus[init.params.query.status]!;
    if (Array.isArray(answer)) return { data: { items: answer }, response: new Response(null, { status: 200 }) };
    return { error: answer.body, response: new Response(null, { status: answer.status }) };
  };
  return { api: { GET } as unknown as ApiClient, asked };
}

describe('OpsBrokersPage', () => {
  it('lists the brokerages waiting for approval and the approved ones, each a link to its page', async () => {
    const { api, asked } = brokersApi({
      PENDING_APPROVAL: [
        summary('b-9', 'Nova Corretora Ltda', 'PENDING_APPROVAL', { submitted_at: '2026-11-02T10:00:00.000Z' }),
      ],
      APPROVED: [
        summary('b-1', 'Demo Corretora de Seguros', 'APPROVED'),
        summary('b-2', 'Corredor MX', 'APPROVED', { tax_id_type: 'RFC', tax_id: 'abc680524p76' }),
      ],
    });
    const { intlErrors } = renderScreen(<OpsBrokersPage />, { api, path: PATH });
    const queue = await screen.findByRole('table', { name: 'Corretoras aguardando aprovação' });
    expect(within(queue).getByText('2 de nov. de 2026')).toBeTruthy();
    expect(within(queue).getByRole('link', { name: 'Nova Corretora Ltda' }).getAttribute('href')).toBe(
      '/ops/brokers/b-9',
    );
    const approved = screen.getByRole('table', { name: 'Corretoras aprovadas' });
    expect(
      within(approved)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringContaining('Identificação fiscal'),
      expect.stringContaining('11.222.333/0001-81'),
      expect.stringContaining('ABC680524P76'),
    ]);
    expect(within(approved).getByRole('link', { name: 'Corredor MX' }).getAttribute('href')).toBe('/ops/brokers/b-2');
    expect(asked.sort()).toEqual(['APPROVED', 'PENDING_APPROVAL']);
    expect(intlErrors).toEqual([]);
  });

  it('says when nobody is waiting and none is approved, in the user’s language', async () => {
    const { api } = brokersApi({ PENDING_APPROVAL: [], APPROVED: [] });
    renderScreen(<OpsBrokersPage />, { api, path: PATH, locale: { ...DEFAULT_LOCALE, language: 'es' } });
    expect(await screen.findByText('Ningún corredor esperando')).toBeTruthy();
    expect(await screen.findByText('Ningún corredor aprobado')).toBeTruthy();
  });

  it('shows the catalogue’s error when a list cannot load', async () => {
    const down = { status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: 'down' } };
    const { api } = brokersApi({ PENDING_APPROVAL: down, APPROVED: down });
    renderScreen(<OpsBrokersPage />, { api, path: PATH });
    expect((await screen.findAllByRole('alert'))[0]!.textContent).toMatch(/indisponível/);
  });

  it('shows loading first', () => {
    const { api } = fakeApi({}, { pending: true });
    renderScreen(<OpsBrokersPage />, { api, path: PATH });
    expect(screen.getAllByRole('status')[0]!.textContent).toContain('Carregando...');
  });

  it('has every text in pt, en and es', () => {
    expect(missingKeys(opsBrokersMessages)).toEqual([]);
  });
});
