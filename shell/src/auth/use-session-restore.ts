import { useCallback, useEffect, useState } from 'react';
import { ApiRequestError } from '@platform/api-client';
import { useShell } from '../app/shell-context';
import { announceSignedIn, loadMe } from './load-me';

export type RestoreStatus = 'checking' | 'ready' | 'api-unavailable';

/**
 * At start: a token kept from an earlier sign-in in this tab is checked against `/v3/me`.
 * A refused token makes the user a guest; an API that does not answer is reported with a retry,
 * never a blank page.
 */
export function useSessionRestore(): { status: RestoreStatus; retry: () => void } {
  const { auth, session, apiBaseUrl, eventBus } = useShell();
  const [status, setStatus] = useState<RestoreStatus>('checking');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const tokens = auth.restore();
    if (!tokens) {
      setStatus('ready');
      return;
    }
    let live = true;
    setStatus('checking');
    loadMe(session, apiBaseUrl, tokens.accessToken, auth)
      .then(() => {
        if (!live) return;
        setStatus('ready');
        announceSignedIn({ auth, session, eventBus });
      })
      .catch((error: unknown) => {
        if (!live) return;
        const unavailable =
          error instanceof ApiRequestError && (error.code === 'SERVICE_UNAVAILABLE' || error.status >= 500);
        if (!unavailable) session.getState().signOut();
        setStatus(unavailable ? 'api-unavailable' : 'ready');
      });
    return () => {
      live = false;
    };
  }, [auth, session, apiBaseUrl, eventBus, attempt]);

  return { status, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}
