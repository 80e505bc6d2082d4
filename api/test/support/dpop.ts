// A DPoP key as the browser holds it (oidc-client-ts: ES256, non-extractable private key), and
// the proofs it signs for the token endpoint and for API calls.
import { createHash, randomUUID } from 'node:crypto';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWK } from 'jose';

export interface DpopKey {
  publicJwk: JWK;
  /** A fresh proof for this method and URL (query and fragment are not part of it). */
  proof(method: string, url: string, options?: { accessToken?: string; jti?: string; iat?: number }): Promise<string>;
}

export async function createDpopKey(): Promise<DpopKey> {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  const publicJwk = await exportJWK(publicKey);
  return {
    publicJwk,
    proof: (method, url, options = {}) => signProof(privateKey, publicJwk, method, url, options),
  };
}

async function signProof(
  privateKey: CryptoKey,
  jwk: JWK,
  method: string,
  url: string,
  { accessToken, jti, iat }: { accessToken?: string; jti?: string; iat?: number },
) {
  const htu = url.split(/[?#]/)[0];
  const claims: Record<string, unknown> = {
    htm: method,
    htu,
    jti: jti ?? randomUUID(),
    iat: iat ?? Math.floor(Date.now() / 1000),
  };
  if (accessToken) claims.ath = createHash('sha256').update(accessToken).digest('base64url');
  return new SignJWT(claims).setProtectedHeader({ alg: 'ES256', typ: 'dpop+jwt', jwk }).sign(privateKey);
}
