import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ApiClient } from '@platform/api-client';
import { fakeApi, renderScreen } from '../../testing/render-screen';
import { EarningsHome } from './earnings-home';
import { FiscalNotesList } from './fiscal-notes-list';
import { SendFiscalNote } from './send-fiscal-note';

afterEach(cleanup);

const totals = {
  currency: 'BRL',
  expected: '1350.00',
  paid: '450.00',
  outstanding: '900.00',
  overdue: '450.00',
  clawback: '-120.50',
};
const earnings = {
  today: '2026-04-02',
  totals: [totals],
  months: [{ month: '2026-03', ...totals }],
  policies: [
    {
      policy_id: 'p1',
      policy_number: 'DO-2026-1',
      product: 'D_AND_O',
      currency: 'BRL',
      lines: [
        {
          key: 'p1:1',
          kind: 'COMMISSION',
          instalment: 1,
          month: '2026-01',
          currency: 'BRL',
          amount: '450.00',
          due_on: '2026-02-28',
          status: 'PAID',
        },
        {
          key: 'p1:2',
          kind: 'COMMISSION',
          instalment: 2,
          month: '2026-02',
          currency: 'BRL',
          amount: '450.00',
          due_on: '2026-03-31',
          status: 'OVERDUE',
        },
        {
          key: 'p1:3',
          kind: 'COMMISSION',
          instalment: 3,
          month: null,
          currency: 'BRL',
          amount: '450.00',
          due_on: null,
          status: 'AWAITING_PREMIUM',
        },
        {
          key: 'p1:clawback',
          kind: 'CLAWBACK',
          instalment: null,
          month: '2026-03',
          currency: 'BRL',
          amount: '-120.50',
          due_on: '2026-04-30',
          status: 'EXPECTED',
        },
      ],
    },
  ],
};

const statement = (overrides: Record<string, unknown> = {}) => ({
  id: 's1',
  broker_id: 'b1',
  broker_name: 'Demo',
  period: '2026-03',
  sequence: 1,
  currency: 'BRL',
  amount: '900.00',
  lines: [],
  note_status: 'PENDING',
  note_reason: null,
  note: null,
  paid_at: null,
  version: 2,
  created_at: '2026-04-01T10:00:00Z',
  ...overrides,
});

describe('broker/earnings/home', () => {
  it('shows the totals, the months and each instalment’s commission with its status', async () => {
    const { api } = fakeApi({ '/v3/broker/earnings': { body: earnings } });
    const { intlErrors } = renderScreen(<EarningsHome />, { api, path: '/broker/earnings/home' });
    const totalsGroup = await screen.findByRole('group', { name: 'Totais' });
    expect(totalsGroup.textContent).toContain('1.350,00');
    expect(totalsGroup.textContent).toContain('120,50');
    expect(screen.getByRole('table', { name: 'Por mês' }).textContent).toContain('março de 2026');
    const policy = screen.getByRole('table', { name: 'Comissão da apólice DO-2026-1' });
    expect(within(policy).getByText('Paga')).toBeTruthy();
    expect(within(policy).getByText('Em atraso')).toBeTruthy();
    expect(within(policy).getByText('Aguardando pagamento do cliente')).toBeTruthy();
    expect(within(policy).getByText('Estorno por cancelamento')).toBeTruthy();
    expect(intlErrors).toEqual([]);
  });

  it('shows a row of totals per currency, each commission in its policy’s, never reais and pesos added', async () => {
    const pesos = { ...totals, currency: 'MXN', expected: '4000.00', paid: '0.00', outstanding: '4000.00' };
    const inPesos = {
      policy_id: 'p2',
      policy_number: 'DO-MX-1',
      product: 'D_AND_O',
      currency: 'MXN',
      lines: [{ ...earnings.policies[0]!.lines[0]!, key: 'p2:1', currency: 'MXN', amount: '4000.00' }],
    };
    const both = { ...earnings, totals: [totals, pesos], policies: [...earnings.policies, inPesos] };
    const { api } = fakeApi({ '/v3/broker/earnings': { body: both } });
    renderScreen(<EarningsHome />, { api, path: '/broker/earnings/home' });
    const reais = await screen.findByRole('group', { name: 'Totais · BRL' });
    expect(reais.textContent).toContain('R$');
    expect(reais.textContent).toContain('1.350,00');
    const inMexico = screen.getByRole('group', { name: 'Totais · MXN' });
    expect(inMexico.textContent).toContain('MX$');
    expect(inMexico.textContent).toContain('4.000,00');
    expect(inMexico.textContent).not.toContain('5.350,00');
    expect(screen.getByRole('table', { name: 'Comissão da apólice DO-MX-1' }).textContent).toContain('MX$');
  });

  it('says there is no commission yet, and shows loading and errors', async () => {
    const empty = fakeApi({ '/v3/broker/earnings': { body: { ...earnings, months: [], policies: [] } } });
    renderScreen(<EarningsHome />, { api: empty.api, path: '/broker/earnings/home' });
    expect(await screen.findByText('Nenhuma comissão ainda')).toBeTruthy();
    cleanup();
    renderScreen(<EarningsHome />, { api: fakeApi({}, { pending: true }).api, path: '/broker/earnings/home' });
    expect(screen.getByRole('status').textContent).toContain('Carregando');
    cleanup();
    const failing = fakeApi({ '/v3/broker/earnings': { status: 500, body: { code: 'INTERNAL_ERROR', message: 'x' } } });
    renderScreen(<EarningsHome />, { api: failing.api, path: '/broker/earnings/home' });
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});

it('tells an invited broker user that earnings are the administrator’s', async () => {
  const forbidden = { status: 403, body: { code: 'FORBIDDEN', message: 'x' } };
  const { api } = fakeApi({ '/v3/broker/earnings': forbidden, '/v3/broker/earnings/statements': forbidden });
  renderScreen(<EarningsHome />, { api, path: '/broker/earnings/home' });
  expect(await screen.findByText('Só o administrador da corretora vê os ganhos')).toBeTruthy();
  cleanup();
  renderScreen(<FiscalNotesList />, { api, path: '/broker/earnings/list-fiscal-note' });
  expect(await screen.findByText('Só o administrador da corretora vê os ganhos')).toBeTruthy();
});

describe('broker/earnings/list-fiscal-note', () => {
  it('lists each statement’s note status, the reason operations gave and the way to resend', async () => {
    const { api } = fakeApi({
      '/v3/broker/earnings/statements': {
        body: {
          items: [
            statement({ id: 's2', note_status: 'NEEDS_ACTION', note_reason: 'Valor divergente.' }),
            statement({
              id: 's3',
              period: '2026-02',
              sequence: 2,
              note_status: 'APPROVED',
              paid_at: '2026-03-10T12:00:00Z',
            }),
          ],
        },
      },
    });
    renderScreen(<FiscalNotesList />, { api, path: '/broker/earnings/list-fiscal-note' });
    const table = await screen.findByRole('table', { name: 'Extratos de comissão e notas fiscais' });
    expect(within(table).getByText('Precisa de ação')).toBeTruthy();
    expect(within(table).getByText('Valor divergente.')).toBeTruthy();
    expect(within(table).getByText('fevereiro de 2026 (correção 1)')).toBeTruthy();
    const resend = within(table).getByRole('link', { name: 'Reenviar a nota fiscal do extrato de março de 2026' });
    expect(resend.getAttribute('href')).toBe('/broker/earnings/send-fiscal-note?statement=s2');
    expect(within(table).getAllByRole('link')).toHaveLength(1);
  });

  it('says when no statement was issued yet', async () => {
    const { api } = fakeApi({ '/v3/broker/earnings/statements': { body: { items: [] } } });
    renderScreen(<FiscalNotesList />, { api, path: '/broker/earnings/list-fiscal-note' });
    expect(await screen.findByText('Nenhum extrato ainda')).toBeTruthy();
  });
});

describe('broker/earnings/send-fiscal-note', () => {
  const withPost = (
    post: ReturnType<typeof vi.fn>,
    items = [
      statement(),
      statement({ id: 's2', period: '2026-02', note_status: 'NEEDS_ACTION', note_reason: 'Reenvie.' }),
    ],
  ) => {
    const { api } = fakeApi({ '/v3/broker/earnings/statements': { body: { items } } });
    return { ...(api as object), POST: post } as unknown as ApiClient;
  };

  it('sends the chosen file for the chosen statement at its version', async () => {
    const post = vi
      .fn()
      .mockResolvedValue({ data: statement({ note_status: 'WAITING_APPROVAL' }), response: new Response(null) });
    renderScreen(<SendFiscalNote />, {
      api: withPost(post),
      path: '/broker/earnings/send-fiscal-note',
      url: '/broker/earnings/send-fiscal-note?statement=s2',
    });
    expect(await screen.findByText(/Reenvie\./)).toBeTruthy();
    const file = new File(['<NFSe/>'], 'nota.xml', { type: 'text/xml' });
    fireEvent.change(screen.getByLabelText('NFS-e (XML ou PDF)'), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar nota fiscal' }));
    await vi.waitFor(() => expect(post).toHaveBeenCalled());
    expect(post.mock.calls[0]![0]).toBe('/v3/broker/earnings/statements/{id}/fiscal-notes');
    expect(post.mock.calls[0]![1]).toMatchObject({
      params: { path: { id: 's2' }, query: { file_name: 'nota.xml', version: 2 } },
      body: file,
    });
  });

  it('says on the file why the API refused the note, in the user’s language', async () => {
    const post = vi.fn().mockResolvedValue({
      error: {
        code: 'FISCAL_NOTE_MISMATCH',
        message: 'x',
        details: [{ field: 'amount', code: 'FISCAL_NOTE_MISMATCH' }],
      },
      response: new Response(null, { status: 422 }),
    });
    renderScreen(<SendFiscalNote />, { api: withPost(post), path: '/broker/earnings/send-fiscal-note' });
    fireEvent.change(await screen.findByLabelText('NFS-e (XML ou PDF)'), {
      target: { files: [new File(['<NFSe/>'], 'nota.xml')] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar nota fiscal' }));
    expect((await screen.findByRole('alert')).textContent).toContain('A nota fiscal não confere com o extrato');
  });

  it('asks for a file before sending, and says when no statement waits for a note', async () => {
    const post = vi.fn();
    renderScreen(<SendFiscalNote />, { api: withPost(post), path: '/broker/earnings/send-fiscal-note' });
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar nota fiscal' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Escolha o arquivo da nota fiscal.');
    expect(post).not.toHaveBeenCalled();
    cleanup();
    renderScreen(<SendFiscalNote />, {
      api: withPost(post, [statement({ note_status: 'APPROVED' })]),
      path: '/broker/earnings/send-fiscal-note',
    });
    expect(await screen.findByText('Nenhum extrato aguarda nota fiscal')).toBeTruthy();
  });
});
