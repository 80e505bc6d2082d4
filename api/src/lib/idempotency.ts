// Idempotency-Key (the IETF draft's header) on the writes a client may have to send twice: after a
// failover, an answer lost with the instance that made it, a double click. The key is written in
// the same transaction as the write, so whichever instance the retry reaches finds it there: the
// first send does the write, every later one answers what it made, and two sends at once queue on
// the key's row (the second waits for the first to commit, then finds it).
import { and, eq, lt } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Db } from '../db/connection';
import { idempotencyKeys, type IDEMPOTENT_OPERATIONS } from '../db/schema';
import { AppError } from './errors';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** The header, for a route's `headers` schema: any client-made unique string (a UUID, say). */
export const IdempotencyHeader = Type.Object({
  [IDEMPOTENCY_KEY_HEADER]: Type.Optional(
    Type.String({
      minLength: 16,
      maxLength: 100,
      pattern: '^[A-Za-z0-9_.:-]+$',
      description:
        'Makes the write safe to retry (on another instance too): the same key again answers the first result instead of writing twice. Keys are per user.',
    }),
  ),
});

export interface IdempotentWrite {
  userId: string;
  key: string;
  operation: (typeof IDEMPOTENT_OPERATIONS)[number];
  /** The record written to: the same key sent for another one is refused. */
  targetId: string;
}

/** Whether `write`'s key was taken by the same write (`again`) or not yet (null); another write's key is refused. */
export async function findIdempotencyKey(tx: Db, write: IdempotentWrite): Promise<'again' | null> {
  const [earlier] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.user_id, write.userId), eq(idempotencyKeys.key, write.key)));
  if (!earlier) return null;
  if (earlier.operation === write.operation && earlier.target_id === write.targetId) return 'again';
  throw new AppError('VALIDATION_FAILED', undefined, [
    { field: IDEMPOTENCY_KEY_HEADER, code: 'VALIDATION_FAILED', message: 'already used for another request' },
  ]);
}

/**
 * Inside the write's transaction, before the write: `first` when this key is new (the key is now
 * taken with the write, and goes if the transaction fails), `again` when the write was already
 * done (answer the record as it is).
 */
export async function takeIdempotencyKey(tx: Db, write: IdempotentWrite): Promise<'first' | 'again'> {
  const taken = await tx
    .insert(idempotencyKeys)
    .values({ user_id: write.userId, key: write.key, operation: write.operation, target_id: write.targetId })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (taken.length) return 'first';
  // Taken by a transaction that has committed since (the insert waited for it).
  return (await findIdempotencyKey(tx, write)) ?? 'first';
}

/** How long a key answers its write: far past any client's retries, short enough to stay a small table. */
export const IDEMPOTENCY_KEY_HOURS = 24;

/** Drops keys past their time (the platform.purge job, plugins/app/purges.ts). */
export const purgeIdempotencyKeys = (db: Db, now = new Date()) =>
  db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.created_at, new Date(now.getTime() - IDEMPOTENCY_KEY_HOURS * 3600_000)));
