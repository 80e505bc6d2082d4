import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ApiClient } from '@platform/api-client';
import { fakeApi } from '@platform/remote-kit/testing';
import { renderAccountScreen } from '../../testing/render-account-screen';
import { AcceptInvitationPage } from './accept-invitation-page';

afterEach(cleanup);

const PREVIEW = {
  account_name: 'Demo Tecnologia Ltda',
  email: 'nova@demo.local',
  first_name: 'Nova',
  last_name: '',
  needs_password: true,
};

describe('AcceptInvitationPage', () => {
  it('shows the account and e-mail, checks the password rule, then accepts', async () => {
    const { api } = fakeApi({ '/v3/invitations/{token}': { body: PREVIEW } });
    const post = vi
      .fn()
      .mockResolvedValue({ data: { email: PREVIEW.email }, response: new Response(null, { status: 200 }) });
    renderAccountScreen(<AcceptInvitationPage />, {
      api: { ...api, POST: post } as unknown as ApiClient,
      path: '/auth/register',
      url: '/auth/register?token=abcdefghijklmnop',
      role: '',
    });
    expect(await screen.findByRole('heading', { name: 'Convite para Demo Tecnologia Ltda' })).toBeTruthy();
    expect(screen.getByText('nova@demo.local')).toBeTruthy();
    expect((screen.getByLabelText(/Seu nome completo/) as HTMLInputElement).value).toBe('Nova');
    await userEvent.type(screen.getByLabelText(/Crie uma senha/), 'curta');
    await userEvent.click(screen.getByRole('button', { name: 'Aceitar convite' }));
    expect(screen.getByText('A senha deve ter pelo menos 8 caracteres, com letras e números.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/Crie uma senha/), 'Segura2026');
    await userEvent.click(screen.getByRole('button', { name: 'Aceitar convite' }));
    expect(await screen.findByText('Convite aceito. Entre com seu e-mail e senha para começar.')).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/v3/invitations/accept', {
      body: { token: 'abcdefghijklmnop', name: 'Nova', password: 'curtaSegura2026' },
    });
  });

  it('says a used or unknown link is invalid', async () => {
    const { api } = fakeApi({
      '/v3/invitations/{token}': { status: 400, body: { code: 'LINK_INVALID', message: 'x' } },
    });
    renderAccountScreen(<AcceptInvitationPage />, {
      api,
      path: '/auth/register',
      url: '/auth/register?token=used-token-0000',
      role: '',
    });
    expect(await screen.findByText('Este link é inválido ou expirou. Peça um novo.')).toBeTruthy();
  });
});
