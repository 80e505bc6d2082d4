// Who reaches one policy's invoices (GET /v3/policies/{id}/invoices...): the people of the policy's
// account and the account's broker of record (accountRecordCaller); operations have
// /operations/invoices.
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection';
import { policies } from '../../db/schema';
import { accountRecordCaller } from '../../lib/auth/account-access';
import { notFound } from '../../lib/errors';

export type PolicyRow = typeof policies.$inferSelect;

const policyByRequest = new WeakMap<FastifyRequest, PolicyRow>();

export const policyAccessGuard = (db: Db) => async (request: FastifyRequest) => {
  const { record } = await accountRecordCaller(db, request, async (id) =>
    (await db.select().from(policies).where(eq(policies.id, id)).limit(1)).at(0),
  );
  policyByRequest.set(request, record);
};

/** The policy the guard found. */
export function guardedPolicy(request: FastifyRequest): PolicyRow {
  const policy = policyByRequest.get(request);
  if (!policy) throw notFound();
  return policy;
}
