// Who reaches one policy's invoices (GET /v3/policies/{id}/invoices...): the people of the policy's
// account and the account's broker of record; another tenant and another broker are told it does
// not exist; operations (who have /operations/invoices) and brokers awaiting approval are refused.
// Decided in preValidation, before the input is read.
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection';
import { policies } from '../../db/schema';
import { isBrokerOfRecord } from '../../lib/auth/account-access';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { principalOf } from '../../lib/auth/principal';

export type PolicyRow = typeof policies.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const policyByRequest = new WeakMap<FastifyRequest, PolicyRow>();

export const policyAccessGuard = (db: Db) => async (request: FastifyRequest) => {
  const principal = principalOf(request);
  if (principal.isOperations) throw forbidden();
  const broker = principal.broker;
  if (principal.accounts.length === 0) {
    if (!broker) throw forbidden();
    if (broker.status !== 'APPROVED') throw new AppError('BROKER_PENDING_APPROVAL');
  }
  const id = (request.params as { id?: unknown } | undefined)?.id;
  if (typeof id !== 'string' || !UUID.test(id)) throw notFound();
  const [policy] = await db.select().from(policies).where(eq(policies.id, id)).limit(1);
  if (!policy) throw notFound();
  if (principal.accounts.some((account) => account.id === policy.account_id)) {
    policyByRequest.set(request, policy);
    return;
  }
  if (broker && broker.status === 'APPROVED' && broker.role === 'BROKER') {
    if (await isBrokerOfRecord(db, broker.id, policy.account_id)) {
      policyByRequest.set(request, policy);
      return;
    }
  }
  throw notFound();
};

/** The policy the guard found. */
export function guardedPolicy(request: FastifyRequest): PolicyRow {
  const policy = policyByRequest.get(request);
  if (!policy) throw notFound();
  return policy;
}
