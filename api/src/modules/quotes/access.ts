// Who reaches one quote (GET /v3/quotes/{id}...): the people of the quote's account and the
// account's broker of record; another tenant and another broker are told it does not exist;
// operations and brokers awaiting approval are refused (the desk has its own routes). Decided in
// preValidation, before the input is read, so the answer never reveals a quote through a 400.
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection';
import { quotes } from '../../db/schema';
import { isBrokerOfRecord } from '../../lib/auth/account-access';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { principalOf } from '../../lib/auth/principal';
import type { QuoteRow } from './queries';

export type QuoteCallerRole = 'ACCOUNT_ADMIN' | 'TEAM_MEMBER' | 'BROKER_CUSTOMER' | 'BROKER_OF_RECORD';

export interface QuoteAccess {
  quote: QuoteRow;
  role: QuoteCallerRole;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const accessByRequest = new WeakMap<FastifyRequest, QuoteAccess>();

export const quoteAccessGuard = (db: Db) => async (request: FastifyRequest) => {
  const principal = principalOf(request);
  if (principal.isOperations) throw forbidden();
  const broker = principal.broker;
  if (principal.accounts.length === 0) {
    if (!broker) throw forbidden();
    if (broker.status !== 'APPROVED') throw new AppError('BROKER_PENDING_APPROVAL');
  }
  const id = (request.params as { id?: unknown } | undefined)?.id;
  if (typeof id !== 'string' || !UUID.test(id)) throw notFound();
  const [quote] = await db.select().from(quotes).where(eq(quotes.id, id)).limit(1);
  if (!quote) throw notFound();
  const membership = principal.accounts.find((account) => account.id === quote.account_id);
  if (membership) {
    accessByRequest.set(request, { quote, role: membership.role });
    return;
  }
  if (broker && broker.status === 'APPROVED' && broker.role === 'BROKER') {
    if (await isBrokerOfRecord(db, broker.id, quote.account_id)) {
      accessByRequest.set(request, { quote, role: 'BROKER_OF_RECORD' });
      return;
    }
  }
  throw notFound();
};

/** The quote and the caller's role the guard found. */
export function quoteAccessOf(request: FastifyRequest): QuoteAccess {
  const access = accessByRequest.get(request);
  if (!access) throw notFound();
  return access;
}

/**
 * Who may select an option: the account administrator and the broker of record. A team member
 * reads, compares and uploads evidence, but choosing what the company buys is the administrator's
 * (spec section 6); a broker customer (the company the broker registered) counts as its administrator.
 */
export const maySelect = (role: QuoteCallerRole) => role !== 'TEAM_MEMBER';
