/**
 * This tab's kept session, as oidc-client-ts stores it (`oidc.user:<authority>:<client id>` in
 * sessionStorage), when its access token has not expired: read by the HTML's inline script, before
 * the registry (which names the provider) is known, so by the entry's name alone. Bundled into the
 * inline script: no imports.
 */
export function keptSessionOf(storage: Storage, now: number): { accessToken: string; clientId: string } | null {
  try {
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index);
      if (!key?.startsWith('oidc.user:')) continue;
      const user = JSON.parse(storage.getItem(key) ?? 'null') as { access_token?: string; expires_at?: number } | null;
      if (user?.access_token && (user.expires_at ?? 0) * 1000 > now)
        return { accessToken: user.access_token, clientId: key.slice(key.lastIndexOf(':') + 1) };
    }
  } catch {
    // A damaged entry: the boot code decides for real.
  }
  return null;
}
