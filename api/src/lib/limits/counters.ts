// Fixed-window counters in PostgreSQL, so every API instance counts against the same budget.
// One statement per hit: the row is created, counted or restarted atomically.
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { rateLimitHits } from '../../db/schema';
import { AppError } from '../errors';

export interface Hit {
  /** Hits in the current window, this one included. */
  hits: number;
  /** Milliseconds until the window restarts. */
  resetInMs: number;
}

/** Counts one hit on `key` in a window of `windowMs`. */
export async function hit(db: Db, key: string, windowMs: number): Promise<Hit> {
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, hits: 1, window_ends_at: sql`now() + ${`${windowMs} milliseconds`}::interval` })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`CASE WHEN ${rateLimitHits.window_ends_at} <= now() THEN 1 ELSE ${rateLimitHits.hits} + 1 END`,
        window_ends_at: sql`CASE WHEN ${rateLimitHits.window_ends_at} <= now() THEN now() + ${`${windowMs} milliseconds`}::interval ELSE ${rateLimitHits.window_ends_at} END`,
      },
    })
    .returning({
      hits: rateLimitHits.hits,
      resetInMs: sql<number>`GREATEST(0, EXTRACT(EPOCH FROM (${rateLimitHits.window_ends_at} - now())) * 1000)::float8`,
    });
  return { hits: row!.hits, resetInMs: Number(row!.resetInMs) };
}

/** Counts a hit and refuses it with RATE_LIMITED (and when to come back) past `max` in the window. */
export async function spend(db: Db, key: string, max: number, windowMs: number): Promise<void> {
  const { hits, resetInMs } = await hit(db, key, windowMs);
  if (hits > max)
    throw new AppError('RATE_LIMITED', undefined, undefined, {
      retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)),
    });
}

/** Forgets windows that ended. */
export async function purgeEndedWindows(db: Db): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.window_ends_at, sql`now()`));
}
