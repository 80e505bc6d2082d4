// Which of the caller's accounts a route under /accounts/{accountId} acts on, and whether the
// caller administers it. Decided from the principal loaded for this request (never the token).
import type { FastifyRequest } from 'fastify';
import { forbidden, notFound } from '../errors';
import { principalOf, type Principal } from './principal';

export type CallerAccount = Principal['accounts'][number];

/** The caller's enabled membership of `accountId`; another tenant's id reads as NOT_FOUND, never "not yours". */
export function callerAccount(request: FastifyRequest, accountId: string): CallerAccount {
  const account = principalOf(request).accounts.find((candidate) => candidate.id === accountId);
  if (!account) throw notFound();
  return account;
}

/** Same, for actions only the account administrator may take (spec section 6): others get FORBIDDEN. */
export function administeredAccount(request: FastifyRequest, accountId: string): CallerAccount {
  const account = callerAccount(request, accountId);
  if (account.role !== 'ACCOUNT_ADMIN') throw forbidden();
  return account;
}
