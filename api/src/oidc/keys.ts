// Signing keys and cookie secrets of the embedded provider, kept in the database (oidc_secrets).
// The first instance to start creates them; fixed row ids plus ON CONFLICT DO NOTHING make two
// instances starting together agree on one set, and every instance loads it from the table.
import { randomBytes } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/connection';
import { oidcSecrets } from '../db/schema';

export interface ProviderSecrets {
  /** Private JWKs (ES256 first: it signs access tokens; RS256 for clients that expect it). */
  signingKeys: JWK[];
  cookieKeys: string[];
}

async function newSigningKey(alg: 'ES256' | 'RS256'): Promise<JWK> {
  const { privateKey } = await generateKeyPair(alg, {
    extractable: true,
    ...(alg === 'RS256' ? { modulusLength: 2048 } : {}),
  });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, alg, use: 'sig', kid: await calculateJwkThumbprint(jwk) };
}

export async function loadProviderSecrets(db: Db): Promise<ProviderSecrets> {
  const existing = await db.select().from(oidcSecrets);
  if (!existing.some((row) => row.kind === 'signing_key') || !existing.some((row) => row.kind === 'cookie_key')) {
    await db
      .insert(oidcSecrets)
      .values([
        { id: 'signing-es256-1', kind: 'signing_key', value: await newSigningKey('ES256') },
        { id: 'signing-rs256-1', kind: 'signing_key', value: await newSigningKey('RS256') },
        { id: 'cookie-1', kind: 'cookie_key', value: randomBytes(32).toString('base64url') },
      ])
      .onConflictDoNothing();
  }
  const rows = (await db.select().from(oidcSecrets).orderBy(oidcSecrets.created_at, oidcSecrets.id)).reverse();
  // Newest first: oidc-provider signs with the first key of an algorithm and cookies with the first secret.
  const signingKeys = rows.filter((row) => row.kind === 'signing_key').map((row) => row.value as JWK);
  signingKeys.sort((a, b) => (a.alg === 'ES256' ? 0 : 1) - (b.alg === 'ES256' ? 0 : 1));
  return { signingKeys, cookieKeys: rows.filter((row) => row.kind === 'cookie_key').map((row) => String(row.value)) };
}

/** The public half of the signing keys: what /oidc/jwks publishes and what the API verifies with. */
export const publicJwks = (keys: JWK[]) => ({
  keys: keys.map(({ d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...pub }) => pub),
});
