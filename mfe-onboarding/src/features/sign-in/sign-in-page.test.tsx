import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { renderScreen } from '@platform/remote-kit/testing';
import { allMessages as messages } from '../../testing/all-messages';
import { fakeAccountsApi } from '../../testing/fake-accounts-api';
import { SignInPage } from './sign-in-page';

afterEach(cleanup);

const interaction = (googleSignIn: boolean) => ({
  body: { uid: 'abc', prompt: 'login', clientId: 'web', uiLocales: null, loginHint: null, googleSignIn },
});
const refusal = (code: string, status: number) => ({ status, body: { code, message: code } });

function renderSignIn(login: { status?: number; body: unknown }, googleSignIn = false) {
  const { api } = fakeAccountsApi({
    'GET /v3/auth/interactions/{uid}': interaction(googleSignIn),
    'POST /v3/auth/interactions/{uid}/login': login,
  });
  // The screens the sign-in page sends to, so the test sees where it went.
  const routes = (
    <Routes>
      <Route path="/auth/login" element={<SignInPage />} />
      <Route path="/auth/account-not-active" element={<p>not-active screen</p>} />
      <Route path="/auth/force-restore-password" element={<p>reset screen</p>} />
    </Routes>
  );
  return renderScreen(routes, { api, messages, path: '/*', url: '/auth/login?interaction=abc' });
}

async function signIn(email = 'ana@example.com') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/E-mail/), email);
  await user.type(screen.getByLabelText(/Senha/), 'Segura123');
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('SignInPage', () => {
  it('marks its form as the sign-in screen, as the shell’s slim sign-in page does', async () => {
    renderSignIn(refusal('ACCOUNT_NOT_ACTIVE', 403));
    const form = await screen.findByRole('region', { name: 'Entrar' });
    expect(form.getAttribute('data-screen')).toBe('sign-in');
    expect(form.contains(screen.getByLabelText(/E-mail/))).toBe(true);
  });

  it('sends an unconfirmed user to auth/account-not-active', async () => {
    renderSignIn(refusal('ACCOUNT_NOT_ACTIVE', 403));
    await signIn();
    expect(await screen.findByText('not-active screen')).toBeTruthy();
  });

  it('sends a migrated user to auth/force-restore-password', async () => {
    renderSignIn(refusal('PASSWORD_RESET_REQUIRED', 403));
    await signIn();
    expect(await screen.findByText('reset screen')).toBeTruthy();
  });

  it('keeps an unknown e-mail at the form as "incorrect e-mail or password"', async () => {
    renderSignIn(refusal('INVALID_CREDENTIALS', 401));
    await signIn('nobody@example.com');
    expect((await screen.findByRole('alert')).textContent).toBe('E-mail ou senha incorretos.');
    expect((screen.getByLabelText(/E-mail/) as HTMLInputElement).value).toBe('nobody@example.com');
  });

  it('offers "forgot password" always and Google only when configured', async () => {
    renderSignIn(refusal('INVALID_CREDENTIALS', 401), true);
    expect((await screen.findByRole('link', { name: 'Continuar com Google' })).getAttribute('href')).toBe(
      '/v3/auth/interactions/abc/google',
    );
    expect(screen.getByRole('link', { name: 'Esqueci minha senha' }).getAttribute('href')).toBe(
      '/auth/force-restore-password?reason=forgot',
    );
    cleanup();
    renderSignIn(refusal('INVALID_CREDENTIALS', 401), false);
    await screen.findByLabelText(/E-mail/);
    expect(screen.queryByRole('link', { name: 'Continuar com Google' })).toBeNull();
  });
});
