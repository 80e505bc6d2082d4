// Who reaches one quote (GET /v3/quotes/{id}...): the people of the quote's account and the
// account's broker of record (accountRecordCaller); the desk has its own routes.
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection';
import { quotes } from '../../db/schema';
import { accountRecordCaller, type RecordCallerRole } from '../../lib/auth/account-access';
import { notFound } from '../../lib/errors';
import type { QuoteRow } from './queries';

export type QuoteCallerRole = RecordCallerRole;

export interface QuoteAccess {
  quote: QuoteRow;
  role: QuoteCallerRole;
}

const accessByRequest = new WeakMap<FastifyRequest, QuoteAccess>();

export const quoteAccessGuard = (db: Db) => async (request: FastifyRequest) => {
  const { record, role } = await accountRecordCaller(db, request, async (id) =>
    (await db.select().from(quotes).where(eq(quotes.id, id)).limit(1)).at(0),
  );
  accessByRequest.set(request, { quote: record, role });
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
