// DPoP (RFC 9449) proof checks for sender-constrained tokens: a token bound to a key (cnf.jkt)
// is only accepted with a fresh proof signed by that key, for this method and URL, used once.
import { createHash } from 'node:crypto';
import { lt } from 'drizzle-orm';
import { EmbeddedJWK, calculateJwkThumbprint, jwtVerify, type JWK } from 'jose';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection';
import { dpopProofs } from '../../db/schema';
import { AppError } from '../errors';

/** How old a proof may be; a browser clock a little off either way is tolerated. */
const PROOF_MAX_AGE_SECONDS = 120;
const CLOCK_TOLERANCE_SECONDS = 30;

/** Remembers a proof as used; answers false when it was already used (a replay). */
async function firstUse(db: Db, jkt: string, jti: string, issuedAt: number): Promise<boolean> {
  const expiresAt = new Date((issuedAt + PROOF_MAX_AGE_SECONDS + 2 * CLOCK_TOLERANCE_SECONDS) * 1000);
  const inserted = await db
    .insert(dpopProofs)
    .values({ id: `${jkt}:${jti}`, expires_at: expiresAt })
    .onConflictDoNothing()
    .returning({ id: dpopProofs.id });
  return inserted.length === 1;
}

/** Forgets proofs too old to be accepted anyway. */
export async function purgeExpiredProofs(db: Db): Promise<void> {
  await db.delete(dpopProofs).where(lt(dpopProofs.expires_at, new Date()));
}

export async function verifyDpopProof(
  db: Db,
  request: FastifyRequest,
  accessToken: string,
  expectedJkt: string,
): Promise<void> {
  const proof = request.headers.dpop;
  if (typeof proof !== 'string') throw new AppError('TOKEN_INVALID', 'A DPoP-bound token needs a DPoP proof.');
  let jti: string;
  let issuedAt: number;
  try {
    const { payload, protectedHeader } = await jwtVerify(proof, EmbeddedJWK, {
      typ: 'dpop+jwt',
      algorithms: ['ES256', 'RS256', 'PS256', 'EdDSA'],
      maxTokenAge: PROOF_MAX_AGE_SECONDS,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ['jti', 'iat', 'htm', 'htu', 'ath'],
    });
    // The URL the browser used: behind the shell's proxy that is the forwarded origin.
    const url = `${request.protocol}://${request.host}${request.url.split('?')[0]}`;
    const ath = createHash('sha256').update(accessToken).digest('base64url');
    const jkt = await calculateJwkThumbprint(protectedHeader.jwk as JWK);
    if (payload.htm !== request.method || payload.htu !== url || payload.ath !== ath || jkt !== expectedJkt)
      throw new Error('proof does not match');
    jti = String(payload.jti);
    issuedAt = payload.iat!;
  } catch {
    throw new AppError('TOKEN_INVALID', 'The DPoP proof is invalid.');
  }
  if (!(await firstUse(db, expectedJkt, jti, issuedAt)))
    throw new AppError('TOKEN_INVALID', 'The DPoP proof was already used.');
}
