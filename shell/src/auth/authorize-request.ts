import { readDpopKeys, signDpopProof } from './dpop-proof';

/** Whether an access token is bound to a key (`cnf.jkt`, RFC 9449): then it is useless without a proof. */
export function isKeyBound(accessToken: string): boolean {
  try {
    const payload = accessToken.split('.')[1] ?? '';
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { cnf?: { jkt?: unknown } };
    return typeof claims.cnf?.jkt === 'string';
  } catch {
    return false;
  }
}

/**
 * The credentials of one API request with `accessToken`: a DPoP-bound token goes as
 * `Authorization: DPoP` with a proof signed by this browser's key (oidc-client-ts's, for
 * `clientId`); any other as Bearer. The API client's (auth-service) and the HTML's early reads'.
 */
export async function authorizeRequest(
  { method, url }: { method: string; url: string },
  accessToken: string,
  clientId: string,
): Promise<Record<string, string>> {
  if (!isKeyBound(accessToken)) return { Authorization: `Bearer ${accessToken}` };
  const keys = await readDpopKeys(clientId);
  if (!keys) return { Authorization: `DPoP ${accessToken}` };
  // The proof names the address without query or fragment (RFC 9449, htu).
  const proof = await signDpopProof({
    keys,
    method: method.toUpperCase(),
    url: url.split(/[?#]/)[0]!,
    accessToken,
  });
  return { Authorization: `DPoP ${accessToken}`, DPoP: proof };
}
