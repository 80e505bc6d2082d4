// Which of the caller's accounts a route under /accounts/{accountId} acts on, and whether the
// caller administers it, and which customer company a broker of record reads. Decided from the
// principal loaded for this request (never the token).
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection';
import { brokerCustomers } from '../../db/schema';
import { AppError, forbidden, notFound } from '../errors';
import { isUuid, principalOf, type Principal } from './principal';

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

/**
 * `accountId` when it is a customer company of the caller's approved brokerage (broker of record);
 * another broker's company, or none at all, reads as NOT_FOUND. Routes call it after requireBroker.
 */
export async function brokerOfRecordAccount(db: Db, request: FastifyRequest, accountId: string): Promise<string> {
  const broker = principalOf(request).broker;
  if (!broker || !(await isBrokerOfRecord(db, broker.id, accountId))) throw notFound();
  return accountId;
}

/** The customer companies the brokerage `brokerId` is broker of record of (its book), as a subquery. */
export const brokerBook = (db: Db, brokerId: string) =>
  db
    .select({ account_id: brokerCustomers.account_id })
    .from(brokerCustomers)
    .where(eq(brokerCustomers.broker_id, brokerId));

/** Whether the brokerage `brokerId` is the broker of record of the customer company `accountId`. */
export async function isBrokerOfRecord(db: Db, brokerId: string, accountId: string): Promise<boolean> {
  const [link] = await db
    .select({ id: brokerCustomers.id })
    .from(brokerCustomers)
    .where(and(eq(brokerCustomers.broker_id, brokerId), eq(brokerCustomers.account_id, accountId)))
    .limit(1);
  return Boolean(link);
}

/** The caller's standing on one record of a customer account: their role there, or broker of record. */
export type RecordCallerRole = CallerAccount['role'] | 'BROKER_OF_RECORD';

/**
 * For a preValidation guard on `/.../{id}` of a record that belongs to a customer account (a quote,
 * a policy): the record `load` finds and the caller's role on its account. The account's people
 * and its approved broker of record reach it; another tenant, another broker and a malformed id
 * read as NOT_FOUND; operations (they have their own routes) and a caller with neither accounts nor
 * a brokerage are FORBIDDEN; a brokerage awaiting approval gets BROKER_PENDING_APPROVAL. Decided
 * before the input is read, so an answer never reveals a record through a 400.
 */
export async function accountRecordCaller<T extends { account_id: string }>(
  db: Db,
  request: FastifyRequest,
  load: (id: string) => Promise<T | undefined>,
): Promise<{ record: T; role: RecordCallerRole }> {
  const principal = principalOf(request);
  if (principal.isOperations) throw forbidden();
  const broker = principal.broker;
  if (principal.accounts.length === 0) {
    if (!broker) throw forbidden();
    if (broker.status !== 'APPROVED') throw new AppError('BROKER_PENDING_APPROVAL');
  }
  const id = (request.params as { id?: unknown } | undefined)?.id;
  if (typeof id !== 'string' || !isUuid(id)) throw notFound();
  const record = await load(id);
  if (!record) throw notFound();
  const membership = principal.accounts.find((account) => account.id === record.account_id);
  if (membership) return { record, role: membership.role };
  if (broker && broker.status === 'APPROVED' && broker.role === 'BROKER') {
    if (await isBrokerOfRecord(db, broker.id, record.account_id)) return { record, role: 'BROKER_OF_RECORD' };
  }
  throw notFound();
}
