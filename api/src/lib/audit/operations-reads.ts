// Operations read a customer's records only through their own routes, and each such route writes
// what it read here before it answers (operations_reads; docs/accounts-and-roles.md, "Operations").
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection';
import { operationsReads } from '../../db/schema';
import { principalOf } from '../auth/principal';

export interface OperationsRead {
  /** The kind of record read: `claim`, `claim_file`, `underwriting_case`... */
  recordType: string;
  recordId: string;
  /** The customer account the record belongs to. */
  accountId: string | null;
}

/** Writes that the operations user of `request` read one record, under the route's operationId. */
export async function recordOperationsRead(db: Db, request: FastifyRequest, read: OperationsRead): Promise<void> {
  await db.insert(operationsReads).values({
    user_id: principalOf(request).user.id,
    operation: String(request.routeOptions.schema?.operationId ?? request.routeOptions.url),
    record_type: read.recordType,
    record_id: read.recordId,
    account_id: read.accountId,
  });
}
