/** An access token this tab keeps, as oidc-client-ts stores its user (`oidc.user:<authority>:<client id>`). */
interface KeptToken {
  accessToken: string;
  /** Seconds since the epoch; 0 when the entry has none. */
  expiresAt: number;
  clientId: string;
}

/**
 * The access tokens this tab's sessionStorage keeps, read by the HTML's inline script before the
 * registry (which names the provider) is known, so by the entry's name alone. A damaged entry or a
 * refused storage ends the list: the boot code decides for real. Bundled into the inline script:
 * no imports.
 */
function* keptTokens(storage: Storage): Generator<KeptToken> {
  try {
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index);
      if (!key?.startsWith('oidc.user:')) continue;
      const user = JSON.parse(storage.getItem(key) ?? 'null') as { access_token?: string; expires_at?: number } | null;
      if (user?.access_token)
        yield {
          accessToken: user.access_token,
          expiresAt: user.expires_at ?? 0,
          clientId: key.slice(key.lastIndexOf(':') + 1),
        };
    }
  } catch {
    // Storage refused (private mode) or a damaged entry.
  }
}

/** Whether this tab keeps a session (a user entry with a token, expired or not): a guest sees the landing. */
export function tabHasSession(storage: Storage): boolean {
  return !keptTokens(storage).next().done;
}

/** This tab's kept session whose access token has not expired at `now` (ms), if any. */
export function keptSessionOf(storage: Storage, now: number): { accessToken: string; clientId: string } | null {
  for (const { accessToken, expiresAt, clientId } of keptTokens(storage))
    if (expiresAt * 1000 > now) return { accessToken, clientId };
  return null;
}
