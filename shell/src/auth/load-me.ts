import { createApiClient } from '@platform/api-client';
import { fillSessionFromMe } from '@platform/remote-kit';
import type { SessionStore } from '@platform/session';
import type { ShellServices } from '../app/shell-context';

/**
 * Fills the session store from `GET /v3/me` for the signed-in user (fillSessionFromMe, shared with
 * the standalone page). Throws the API's catalogue error.
 */
export async function loadMe(
  session: SessionStore,
  apiBaseUrl: string,
  token: string,
  auth: Pick<ShellServices['auth'], 'authorize'>,
): Promise<void> {
  const api = createApiClient({ baseUrl: apiBaseUrl, authorize: (request) => auth.authorize(request, token) });
  await fillSessionFromMe(session, token, api);
}

/**
 * After `/v3/me` filled the session: tell the remotes, and keep the access token fresh for as long
 * as the tab lives (a failed renewal makes the user a guest again).
 */
export function announceSignedIn({ auth, session, eventBus }: Pick<ShellServices, 'auth' | 'session' | 'eventBus'>) {
  eventBus.emit('session:changed', { loggedType: 'LOGGED' });
  void auth.keepFresh((fresh) =>
    fresh ? session.getState().setUser({ token: fresh.accessToken }) : session.getState().signOut(),
  );
}
