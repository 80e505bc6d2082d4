// Which of the caller's accounts a route under /accounts/{accountId} acts on, and whether the
// caller administers it, and which customer company a broker of record reads. Decided from the
// principal loaded for this request (never the token).
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection';
import { brokerCustomers } from '../../db/schema';
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

/**
 * `accountId` when it is a customer company of the caller's approved brokerage (broker of record);
 * another broker's company, or none at all, reads as NOT_FOUND. Routes call it after requireBroker.
 */
export async function brokerOfRecordAccount(db: Db, request: FastifyRequest, accountId: string): Promise<string> {
  const broker = principalOf(request).broker;
  if (!broker || !(await isBrokerOfRecord(db, broker.id, accountId))) throw notFound();
  return accountId;
}

/** Whether the brokerage `brokerId` is the broker of record of the customer company `accountId`. */
export async function isBrokerOfRecord(db: Db, brokerId: string, accountId: string): Promise<boolean> {
  const [link] = await db
    .select({ id: brokerCustomers.id })
    .from(brokerCustomers)
    .where(and(eq(brokerCustomers.broker_id, brokerId), eq(brokerCustomers.account_id, accountId)))
    .limit(1);
  return Boolean(link);
}
