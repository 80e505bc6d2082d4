import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createEventBus, type EventBus } from '@platform/event-bus';
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
  const eventBus = createEventBus();
  answerUiRequestsPlainly(eventBus);
  const props = {
    basePath: '',
    session,
    eventBus,
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

/**
 * Without the shell nobody shows toasts or answers confirmations; on the standalone page the
 * browser's own dialogs stand in, so a screen awaiting `confirm()` is not stuck.
 */
function answerUiRequestsPlainly(eventBus: EventBus) {
  eventBus.on('ui:confirm', ({ requestId, title, body }) =>
    eventBus.emit('ui:confirm-result', { requestId, confirmed: window.confirm(`${title}\n\n${body}`) }),
  );
  eventBus.on('ui:toast', ({ status, title, text }) => console.info(`[toast ${status}]`, title ?? '', text));
  eventBus.on('ui:background-error', (error) => console.error('[background error]', error));
}
