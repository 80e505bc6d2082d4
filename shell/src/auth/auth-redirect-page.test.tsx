import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { PlatformIntlProvider } from '@platform/i18n';
import { DEFAULT_LOCALE } from '@platform/domain';
import { messages } from '../app/messages';
import { LocaleContext, ShellContext, type ShellServices } from '../app/shell-context';
import { AuthRedirectPage } from './auth-redirect-page';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderRedirect(search: string) {
  window.history.replaceState(null, '', `/auth/auth-redirect${search}`);
  const auth = { completeSignIn: vi.fn().mockRejectedValue(new Error('refused')), signIn: vi.fn() };
  const services = { auth } as unknown as ShellServices;
  render(
    <ShellContext.Provider value={services}>
      <LocaleContext.Provider value={{ locale: DEFAULT_LOCALE, setLanguage: vi.fn() }}>
        <PlatformIntlProvider locale={DEFAULT_LOCALE} messages={messages}>
          <MemoryRouter initialEntries={[`/auth/auth-redirect${search}`]}>
            <Routes>
              <Route path="/auth/auth-redirect" element={<AuthRedirectPage />} />
              <Route path="*" element={<Where />} />
            </Routes>
          </MemoryRouter>
        </PlatformIntlProvider>
      </LocaleContext.Provider>
    </ShellContext.Provider>,
  );
}

describe('auth/auth-redirect when sign-in cannot finish', () => {
  it('sends a refusal by the provider to the auth/error page with its code', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRedirect('?error=access_denied&state=x');
    expect((await screen.findByTestId('where')).textContent).toBe('/auth/error?error=access_denied');
  });

  it('shows its own error view with sign in again otherwise', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRedirect('?code=used-twice&state=x');
    expect(await screen.findByRole('button', { name: /entrar novamente|sign in again/i })).toBeTruthy();
  });
});
