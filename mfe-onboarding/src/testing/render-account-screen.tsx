// Renders an mfe-onboarding screen that acts on the signed-in user's account (team, profile):
// like @platform/remote-kit/testing's renderScreen, plus the company in the session.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { ApiClient } from '@platform/api-client';
import { DEFAULT_LOCALE } from '@platform/domain';
import { createEventBus } from '@platform/event-bus';
import { PlatformIntlProvider, type IntlError } from '@platform/i18n';
import { PlatformContext, type Platform } from '@platform/remote-kit';
import { createSessionStore } from '@platform/session';
import { messages } from '../messages';

export const ACCOUNT_ID = '00000000-0000-4000-8000-000000000101';

export function renderAccountScreen(screen: ReactElement, { api, path, url = path, role }: { api: ApiClient; path: string; url?: string; role: string }) {
  const session = createSessionStore();
  session.getState().setUser({ role, logged_type: 'LOGGED' });
  session.getState().setCompany({ id: ACCOUNT_ID, legal_name: 'Demo Tecnologia Ltda', user_kam: null, owner_email: 'cliente@demo.local', payment_email: null });
  const platform: Platform = { api, session, eventBus: createEventBus(), locale: DEFAULT_LOCALE, basePath: '' };
  const intlErrors: IntlError[] = [];
  const result = render(
    <PlatformContext.Provider value={platform}>
      <PlatformIntlProvider locale={DEFAULT_LOCALE} messages={messages} onError={(error) => intlErrors.push(error)}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={screen} />
          </Routes>
        </MemoryRouter>
      </PlatformIntlProvider>
    </PlatformContext.Provider>,
  );
  return { ...result, intlErrors };
}
