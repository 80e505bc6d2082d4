import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createEventBus } from '@platform/event-bus';
import { createSessionStore, readUserTypeParam } from '@platform/session';
import { resolveLocale } from '@platform/i18n';
import { RemoteProviders } from './remote-root';
import { RemoteScreens, type RemoteDefinition } from './create-remote';

/**
 * Mounts a remote alone on its own dev server, for the team that owns it: the same screens,
 * with a real router and fresh platform services instead of the shell's. API calls need a token,
 * so signed-in screens show their sign-in error here; the shell is where people sign in.
 */
export function mountStandalone(definition: RemoteDefinition, apiBaseUrl = 'http://localhost:4000') {
  const container = document.getElementById('root');
  if (!container) throw new Error('standalone host page needs #root');
  const session = createSessionStore({ userType: readUserTypeParam(window.location.search) });
  const props = {
    basePath: '',
    session,
    eventBus: createEventBus(),
    locale: resolveLocale({ pathname: window.location.pathname, stored: null }),
    apiBaseUrl,
  };
  createRoot(container).render(
    <StrictMode>
      <RemoteProviders props={props} messages={definition.messages}>
        <BrowserRouter>
          <RemoteScreens {...definition} />
        </BrowserRouter>
      </RemoteProviders>
    </StrictMode>,
  );
}
