import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ApiClient } from '@platform/api-client';
import { missingKeys } from '@platform/i18n';
import { fakeApi, renderScreen } from '../../testing/render-screen';
import { BrokerUsersPage } from './broker-users-page';
import { brokerUsersMessages } from './messages';

afterEach(cleanup);

const PATH = '/broker/users/list';
const person = (overrides: Record<string, unknown>) => ({
  id: 'u-1',
  name: 'Rafael Moreira',
  email: 'corretor@demo.local',
  role: 'BROKER',
  status: 'ENABLED',
  invited_at: null,
  ...overrides,
});
const ITEMS = [
  person({}),
  person({ id: 'u-2', name: 'Carla Colega', email: 'carla@demo.local', role: 'BROKER_INVITED' }),
  person({
    id: 'u-3',
    name: 'Nova Pessoa',
    email: 'nova@demo.local',
    role: 'BROKER_INVITED',
    status: 'PENDING',
    invited_at: '2026-02-01T12:00:00Z',
  }),
];
const ok = (data: unknown) => vi.fn().mockResolvedValue({ data, response: new Response(null, { status: 200 }) });

function setup(role: string, writes: { POST?: unknown; DELETE?: unknown } = {}) {
  const { api, calls } = fakeApi({ '/v3/broker/users': { body: { items: ITEMS } } });
  const client = { ...api, POST: vi.fn(), DELETE: vi.fn(), ...writes } as unknown as ApiClient;
  const view = renderScreen(<BrokerUsersPage />, { api: client, path: PATH, user: { role } as never });
  return { ...view, calls, client };
}

describe('BrokerUsersPage', () => {
  it('shows the administrator the people, pending invitations and their actions, never on the administrator row', async () => {
    const { intlErrors } = setup('BROKER');
    const table = await screen.findByRole('table', { name: 'Pessoas com acesso' });
    const adminRow = within(table).getByText('Rafael Moreira').closest('tr')!;
    expect(within(adminRow).queryByRole('button')).toBeNull();
    expect(within(adminRow).getByText('Administrador')).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Remover Carla Colega' })).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Reenviar convite para Nova Pessoa' })).toBeTruthy();
    expect(within(table).getByText(/Convidado em/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviar convite' })).toBeTruthy();
    expect(intlErrors).toEqual([]);
  });

  it('tells a colleague only the administrator manages users, and offers no action', async () => {
    setup('BROKER_INVITED');
    await screen.findByRole('table', { name: 'Pessoas com acesso' });
    expect(screen.getByRole('note').textContent).toBe('Só o administrador da corretora convida e remove usuários.');
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('invites in the user’s language and says so; the shared rule checks the form first', async () => {
    const post = ok(person({ id: 'u-9', status: 'PENDING' }));
    setup('BROKER', { POST: post });
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar convite' }));
    expect(screen.getByText('Informe o nome do colega.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/^Nome completo/), 'Ana Lima');
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'ana@corretora.example');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar convite' }));
    expect(await screen.findByText('Convite enviado para ana@corretora.example.')).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/v3/broker/users', {
      body: { name: 'Ana Lima', email: 'ana@corretora.example', language: 'pt' },
    });
  });

  it('shows the API’s refusal of a removal in place, in the catalogue’s words', async () => {
    const remove = vi.fn().mockResolvedValue({
      error: { code: 'FORBIDDEN', message: 'x' },
      response: new Response(null, { status: 403 }),
    });
    setup('BROKER', { DELETE: remove });
    await userEvent.click(await screen.findByRole('button', { name: 'Remover Carla Colega' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover Carla Colega?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remover' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/permiss/i);
    expect(remove).toHaveBeenCalledWith('/v3/broker/users/{brokerUserId}', {
      params: { path: { brokerUserId: 'u-2' } },
    });
  });

  it('shows loading first', () => {
    const { api } = fakeApi({}, { pending: true });
    renderScreen(<BrokerUsersPage />, { api, path: PATH });
    expect(screen.getByRole('status').textContent).toContain('Carregando...');
  });

  it('has every text in pt, en and es', () => {
    expect(missingKeys(brokerUsersMessages)).toEqual([]);
  });
});
