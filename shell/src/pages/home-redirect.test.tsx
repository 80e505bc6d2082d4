import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { PlatformIntlProvider } from '@platform/i18n';
import { DEFAULT_LOCALE } from '@platform/domain';
import { createEventBus } from '@platform/event-bus';
import { createSessionStore } from '@platform/session';
import { messages } from '../app/messages';
import { ShellContext, LocaleContext, type ShellServices } from '../app/shell-context';
import { HomeRedirect } from './home-redirect';

afterEach(cleanup);

function renderHome(signedIn: boolean) {
  const session = createSessionStore({});
  if (signedIn)
    session.setState((state) => ({ user: { ...state.user, logged_type: 'LOGGED', role: 'ACCOUNT_ADMIN' } }));
  const signIn = vi.fn(async () => {});
  const services = { session, eventBus: createEventBus(), auth: { signIn } } as unknown as ShellServices;
  render(
    <ShellContext.Provider value={services}>
      <LocaleContext.Provider value={{ locale: DEFAULT_LOCALE, setLanguage: () => {} }}>
        <PlatformIntlProvider locale={DEFAULT_LOCALE} messages={messages}>
          <MemoryRouter initialEntries={['/']}>
            <Routes>
              <Route path="/" element={<HomeRedirect />} />
              <Route path="/auth/login" element={<p>onboarding sign-in</p>} />
              <Route path="/dashboard/index" element={<p>customer home</p>} />
            </Routes>
          </MemoryRouter>
        </PlatformIntlProvider>
      </LocaleContext.Provider>
    </ShellContext.Provider>,
  );
  return signIn;
}

describe('the landing, /', () => {
  it('sends a guest straight to the provider’s sign-in, without mounting the onboarding remote first', () => {
    const signIn = renderHome(false);
    expect(signIn).toHaveBeenCalledWith('/', DEFAULT_LOCALE.language);
    expect(screen.getByText('Redirecionando para o login...')).toBeTruthy();
    expect(screen.queryByText('onboarding sign-in')).toBeNull();
  });

  it('sends a signed-in customer to their home', () => {
    const signIn = renderHome(true);
    expect(signIn).not.toHaveBeenCalled();
    expect(screen.getByText('customer home')).toBeTruthy();
  });
});
