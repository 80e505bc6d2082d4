import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { renderScreen } from '@platform/remote-kit/testing';
import { allMessages as messages } from '../../testing/all-messages';
import { fakeAccountsApi } from '../../testing/fake-accounts-api';
import { EmailConfirmationPage } from './email-confirmation-page';

afterEach(cleanup);

const routes = (
  <Routes>
    <Route path="/auth/email-confirmation" element={<EmailConfirmationPage />} />
    <Route path="/:country/:language/user-success-screen/:type" element={<p>success screen</p>} />
  </Routes>
);

describe('EmailConfirmationPage', () => {
  it('uses the token once and goes to the email-confirmed success screen', async () => {
    const { api, calls } = fakeAccountsApi({
      'POST /v3/accounts/email-confirmation': { body: { email: 'ana@example.com' } },
    });
    renderScreen(routes, { api, messages, path: '/*', url: '/auth/email-confirmation?token=tok-1' });
    expect(await screen.findByText('success screen')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/v3/accounts/email-confirmation', init: { body: { token: 'tok-1' } } },
    ]);
  });

  it('shows the catalogue message for a used or expired link and offers to send it again', async () => {
    const { api, calls } = fakeAccountsApi({
      'POST /v3/accounts/email-confirmation': { status: 400, body: { code: 'LINK_INVALID', message: 'x' } },
      'POST /v3/accounts/email-confirmation/resend': { body: { accepted: true } },
    });
    renderScreen(routes, { api, messages, path: '/*', url: '/auth/email-confirmation?token=tok-2' });
    expect((await screen.findByRole('alert')).textContent).toBe('Este link é inválido ou expirou. Peça um novo.');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/E-mail/), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Reenviar e-mail de confirmação' }));
    expect(await screen.findByText(/Se houver uma conta aguardando confirmação/)).toBeTruthy();
    // The new mail is on its way: the earlier "invalid link" error goes.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.at(-1)).toMatchObject({
      path: '/v3/accounts/email-confirmation/resend',
      init: { body: { email: 'ana@example.com', language: 'pt' } },
    });
  });

  it('without a token is the "check your inbox" notice', async () => {
    const { api } = fakeAccountsApi({});
    renderScreen(routes, { api, messages, path: '/*', url: '/auth/email-confirmation?email=ana@example.com' });
    expect(screen.getByRole('heading', { name: 'Confira sua caixa de entrada' })).toBeTruthy();
    expect((screen.getByLabelText(/E-mail/) as HTMLInputElement).value).toBe('ana@example.com');
  });
});
