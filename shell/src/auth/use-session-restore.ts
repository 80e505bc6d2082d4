import { useCallback, useEffect, useState } from 'react';
import { ApiRequestError } from '@platform/api-client';
import { useShell, type ShellServices } from '../app/shell-context';
import { announceSignedIn, loadMe } from './load-me';

export type RestoreStatus = 'checking' | 'ready' | 'api-unavailable';

/** The `/v3/me` read started at boot, for the token it was started with (taken once by the hook). */
let atBoot: { token: string; read: Promise<void> } | null = null;

/**
 * Starts the kept session's `/v3/me` read as soon as the shell's services exist, before React
 * renders the frame: on a signed-in page opened cold the page's data waits on it, and the frame's
 * first render under a slow CPU took hundreds of milliseconds before the hook's effect asked for
 * it (issue 25). The hook below waits on this read instead of starting its own.
 */
export function restoreSessionAtBoot({
  auth,
  session,
  apiBaseUrl,
}: Pick<ShellServices, 'auth' | 'session' | 'apiBaseUrl'>) {
  const tokens = auth.restore();
  if (!tokens) return;
  const read = loadMe(session, apiBaseUrl, tokens.accessToken, auth);
  // Its refusal is handled where it is taken; never an unhandled rejection meanwhile.
  read.catch(() => undefined);
  atBoot = { token: tokens.accessToken, read };
}

/** The boot's read when it was for `token`, once; else nothing. */
function takeBootRead(token: string): Promise<void> | null {
  const started = atBoot?.token === token ? atBoot.read : null;
  atBoot = null;
  return started;
}

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
    (takeBootRead(tokens.accessToken) ?? loadMe(session, apiBaseUrl, tokens.accessToken, auth))
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
