// DPoP (RFC 9449) proof checks for sender-constrained tokens: a token bound to a key (cnf.jkt)
// is only accepted with a fresh proof signed by that key, for this method and URL.
import { createHash } from 'node:crypto';
import { EmbeddedJWK, calculateJwkThumbprint, jwtVerify, type JWK } from 'jose';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';

const PROOF_MAX_AGE_SECONDS = 300;

export async function verifyDpopProof(request: FastifyRequest, accessToken: string, expectedJkt: string): Promise<void> {
  const proof = request.headers.dpop;
  if (typeof proof !== 'string') throw new AppError('TOKEN_INVALID', 'A DPoP-bound token needs a DPoP proof.');
  try {
    const { payload, protectedHeader } = await jwtVerify(proof, EmbeddedJWK, {
      typ: 'dpop+jwt',
      algorithms: ['ES256', 'RS256', 'PS256', 'EdDSA'],
      maxTokenAge: PROOF_MAX_AGE_SECONDS,
    });
    // The URL the browser used: behind the shell's proxy that is the forwarded origin.
    const url = `${request.protocol}://${request.host}${request.url.split('?')[0]}`;
    const ath = createHash('sha256').update(accessToken).digest('base64url');
    const jkt = await calculateJwkThumbprint(protectedHeader.jwk as JWK);
    if (payload.htm !== request.method || payload.htu !== url || payload.ath !== ath || jkt !== expectedJkt) throw new Error('proof does not match');
  } catch {
    throw new AppError('TOKEN_INVALID', 'The DPoP proof is invalid.');
  }
}
