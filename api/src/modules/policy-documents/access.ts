// Who reaches a policy's documents (GET/POST /v3/policies/{id}/wording, certificates, statement-mails):
// the people of the policy's account and its broker of record read; only the policyholder's people
// share (a certificate, a statement): the broker of record is refused, another tenant or broker is
// told the policy does not exist (accountRecordCaller).
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection';
import { policies } from '../../db/schema';
import { accountRecordCaller, type RecordCallerRole } from '../../lib/auth/account-access';
import { forbidden, notFound } from '../../lib/errors';

export type PolicyRow = typeof policies.$inferSelect;

const found = new WeakMap<FastifyRequest, { policy: PolicyRow; role: RecordCallerRole }>();

const loadPolicy = (db: Db) => async (id: string) =>
  (await db.select().from(policies).where(eq(policies.id, id)).limit(1)).at(0);

/** Reading: the account's people and its broker of record. */
export const policyReaderGuard = (db: Db) => async (request: FastifyRequest) => {
  const { record, role } = await accountRecordCaller(db, request, loadPolicy(db));
  found.set(request, { policy: record, role });
};

/** Sharing: the account's administrators and members, not the broker of record. */
export const policyholderGuard = (db: Db) => async (request: FastifyRequest) => {
  const { record, role } = await accountRecordCaller(db, request, loadPolicy(db));
  if (role === 'BROKER_OF_RECORD') throw forbidden();
  found.set(request, { policy: record, role });
};

/** The policy the guard found. */
export function guardedPolicy(request: FastifyRequest): PolicyRow {
  const entry = found.get(request);
  if (!entry) throw notFound();
  return entry.policy;
}
