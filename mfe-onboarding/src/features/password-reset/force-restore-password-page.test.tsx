import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderScreen } from '@platform/remote-kit/testing';
import { allMessages as messages } from '../../testing/all-messages';
import { fakeAccountsApi } from '../../testing/fake-accounts-api';
import { ForceRestorePasswordPage } from './force-restore-password-page';

afterEach(cleanup);
const PATH = '/auth/force-restore-password';

describe('ForceRestorePasswordPage', () => {
  it('without a token explains the authentication migration and asks for the e-mail', () => {
    const { api } = fakeAccountsApi({});
    renderScreen(<ForceRestorePasswordPage />, { api, messages, path: PATH, url: `${PATH}?email=migrado@demo.local` });
    expect(screen.getByRole('heading', { name: 'Redefinição de senha necessária' })).toBeTruthy();
    expect(screen.getByText('É necessário redefinir sua senha devido à migração de autenticação.')).toBeTruthy();
    expect((screen.getByLabelText(/E-mail/) as HTMLInputElement).value).toBe('migrado@demo.local');
  });

  it('with a token checks the password rule and the repetition before calling the API', async () => {
    const { api, calls } = fakeAccountsApi({
      'POST /v3/accounts/password-reset/confirm': { status: 400, body: { code: 'LINK_INVALID', message: 'x' } },
    });
    renderScreen(<ForceRestorePasswordPage />, { api, messages, path: PATH, url: `${PATH}?token=t` });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Nova senha/), 'curta');
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(screen.getByText('A senha deve ter pelo menos 8 caracteres, com letras e números.')).toBeTruthy();
    await user.clear(screen.getByLabelText(/^Nova senha/));
    await user.type(screen.getByLabelText(/^Nova senha/), 'NovaSenha2026');
    await user.type(screen.getByLabelText(/Repita/), 'NovaSenha2025');
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(screen.getByText('As senhas não são iguais')).toBeTruthy();
    expect(calls).toHaveLength(0);

    await user.clear(screen.getByLabelText(/Repita/));
    await user.type(screen.getByLabelText(/Repita/), 'NovaSenha2026');
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Este link é inválido ou expirou. Peça um novo.');
    expect(screen.getByRole('link', { name: 'Pedir um novo link' }).getAttribute('href')).toBe(
      '/auth/force-restore-password?reason=forgot',
    );
  });
});
