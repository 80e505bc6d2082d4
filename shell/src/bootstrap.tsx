import { startTransition, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createEventBus } from '@platform/event-bus';
import { createSessionStore, readUserTypeParam } from '@platform/session';
import { commonMessages } from '@platform/i18n';
import { DEFAULT_LOCALE } from '@platform/domain/locale';
import '@platform/ui/src/ui.css';
import './app/shell.css';
import type { RemoteRegistry } from '@platform/remote-contract';
import { prefetchOnIntent } from './remotes/prefetch-on-intent';
import { prefetchRemote } from './remotes/load-parcel';
import { preloadFormsAfterFirstPage, preloadSharedOnSignIn } from './remotes/preload-shared';
import { remoteOfPath } from './boot/route-owner';
import { createAuthService } from './auth/auth-service';
import { restoreSessionAtBoot } from './auth/use-session-restore';
import { authConfigOf } from './auth/issuer-metadata';
import { createShellRouter } from './app/create-shell-router';
import { watchLiveUpdates } from './live/watch-live-updates';
import { ShellContext, type ShellServices } from './app/shell-context';
import { startTelemetry } from './telemetry/telemetry';
import { builtMeta } from './update/app-meta';
import { handHomeReads } from './boot/hand-home-reads';

async function start(root: Root, registryRequest: Promise<RemoteRegistry>) {
  const registry = await registryRequest;
  const origin = window.location.origin;
  const session = createSessionStore({ userType: readUserTypeParam(window.location.search) });
  const auth = createAuthService(authConfigOf(registry, origin));
  const services: ShellServices = {
    registry,
    session,
    eventBus: createEventBus(),
    apiBaseUrl: registry.apiBaseUrl ?? origin,
    auth,
    authorize: (request) => auth.authorize(request, session.getState().user.token),
  };
  // Before the first API client asks: the shell's /v3/me below takes the one started at boot.
  const router = createShellRouter(registry);
  handHomeReads(router, window.location.pathname);
  restoreSessionAtBoot(services);
  startTelemetry({ dsn: registry.sentryDsn, version: builtMeta().version, eventBus: services.eventBus });
  watchLiveUpdates(services);
  prefetchOnIntent(registry, document, prefetchRemote);
  preloadSharedOnSignIn(session);
  preloadFormsAfterFirstPage(session, remoteOfPath(registry, window.location.pathname) !== undefined);
  // A transition: React renders the shell in slices and lets the browser breathe in between (no
  // long task blocking input while it mounts); the first paint stays on screen until it commits.
  startTransition(() =>
    root.render(
      <StrictMode>
        <ShellContext.Provider value={services}>
          <RouterProvider router={router} />
        </ShellContext.Provider>
      </StrictMode>,
    ),
  );
}

/** Starts the full shell with the registry `index.ts` asked for. */
export function startShell(registry: Promise<RemoteRegistry>) {
  const root = createRoot(document.getElementById('root')!);
  // Without the registry nothing can be routed: say so plainly and offer a retry, never a blank page.
  start(root, registry).catch((error: unknown) => showStartFailure(root, error));
}

function showStartFailure(root: Root, error: unknown) {
  console.error('[shell] could not start', error);
  // The catalogue's UNEXPECTED_ERROR words, at hand: its texts may be what could not be fetched.
  const message = commonMessages[DEFAULT_LOCALE.language]['common.unexpectedError'];
  root.render(
    <div role="alert" className="ui-error-view">
      <h1>{message}</h1>
      <button type="button" className="ui-button ui-button--primary" onClick={() => window.location.reload()}>
        Tentar novamente
      </button>
    </div>,
  );
}
