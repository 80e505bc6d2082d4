import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ApiClient } from '@platform/api-client';
import { fakeApi } from '@platform/remote-kit/testing';
import { renderAccountScreen } from '../../testing/render-account-screen';
import { TeamMembersPage } from './team-members-page';

afterEach(cleanup);

const PATH = '/dashboard/users/list';
const member = (overrides: Record<string, unknown>) => ({
  id: 'm-1',
  user_id: 'u-1',
  email: 'carla@demo.local',
  first_name: 'Carla',
  last_name: 'Souza',
  full_name: 'Carla Souza',
  role: 'ACCOUNT_ADMIN',
  status: 'ENABLED',
  created_at: '2026-01-01T00:00:00Z',
  invited_at: null,
  ...overrides,
});
const ITEMS = [
  member({}),
  member({ id: 'm-2', email: 'marcos@demo.local', full_name: 'Marcos Lima', role: 'TEAM_MEMBER' }),
  member({
    id: 'm-3',
    email: 'nova@demo.local',
    full_name: 'Nova Pessoa',
    role: 'TEAM_MEMBER',
    status: 'PENDING',
    invited_at: '2026-02-01T00:00:00Z',
  }),
];

function setup(role: string, post = vi.fn()) {
  const { api } = fakeApi({ '/v3/accounts/{accountId}/members': { body: { items: ITEMS } } });
  const client = { ...api, POST: post, DELETE: vi.fn() } as unknown as ApiClient;
  const view = renderAccountScreen(<TeamMembersPage />, { api: client, path: PATH, role });
  return { ...view, post };
}

describe('TeamMembersPage', () => {
  it('shows the administrator members, pending invitations and their actions, never on the administrator row', async () => {
    const { intlErrors } = setup('ACCOUNT_ADMIN');
    const members = await screen.findByRole('table', { name: 'Membros' });
    const adminRow = within(members).getByText('Carla Souza').closest('tr')!;
    expect(within(adminRow).queryByRole('button')).toBeNull();
    expect(within(members).getByRole('button', { name: 'Remover Marcos Lima' })).toBeTruthy();
    const pending = screen.getByRole('table', { name: 'Convites pendentes' });
    expect(within(pending).getByRole('button', { name: 'Reenviar convite para Nova Pessoa' })).toBeTruthy();
    expect(within(pending).getByText('Convite pendente')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviar convite' })).toBeTruthy();
    expect(intlErrors).toEqual([]);
  });

  it('tells a team member they cannot invite, and offers no action', async () => {
    setup('TEAM_MEMBER');
    await screen.findByRole('table', { name: 'Membros' });
    expect(screen.getByText('Desculpe - Seu nível de acesso atual não permite convidar pessoas.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fale com o suporte' }).getAttribute('href')).toBe('/help');
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('checks the invite form with the shared rule and keeps what was typed', async () => {
    const { post } = setup('ACCOUNT_ADMIN');
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar convite' }));
    expect(screen.getByText('O nome é obrigatório')).toBeTruthy();
    expect(screen.getByText('O e-mail é obrigatório')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/^Nome/), 'Ana');
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'ana@');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar convite' }));
    expect(screen.getByText('O formato do e-mail é inválido.')).toBeTruthy();
    expect((screen.getByLabelText(/^Nome/) as HTMLInputElement).value).toBe('Ana');
    expect(post).not.toHaveBeenCalled();
  });

  it('asks before removing and says who was removed', async () => {
    const { api } = fakeApi({ '/v3/accounts/{accountId}/members': { body: { items: ITEMS } } });
    const remove = vi
      .fn()
      .mockResolvedValue({ data: { removed: true }, response: new Response(null, { status: 200 }) });
    renderAccountScreen(<TeamMembersPage />, {
      api: { ...api, DELETE: remove } as unknown as ApiClient,
      path: PATH,
      role: 'ACCOUNT_ADMIN',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Remover Marcos Lima' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover Marcos Lima?' });
    expect(remove).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remover' }));
    expect(await screen.findByText('Marcos Lima foi removido da equipe.')).toBeTruthy();
    expect(remove).toHaveBeenCalledWith(
      '/v3/accounts/{accountId}/members/{memberId}',
      expect.objectContaining({ params: { path: { accountId: expect.any(String), memberId: 'm-2' } } }),
    );
  });
});
