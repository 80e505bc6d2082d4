// Failed sign-ins per account, shared by every API instance. After a few free failures each
// further attempt on that account waits longer (30 s, 1 min, 2 min... up to 15 min), which stops
// guessing without letting an attacker lock the owner out for good: the wait always ends, and the
// password-reset link mailed when the delay starts lets the owner in at once (a reset clears it).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { signInFailures } from '../../db/schema';
import { AppError } from '../errors';

export const FREE_FAILURES = 5;
const BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 15 * 60_000;

/** How long an account waits after its `failures`-th failure in a row. */
export const delayAfter = (failures: number): number =>
  failures < FREE_FAILURES ? 0 : Math.min(BASE_DELAY_MS * 2 ** (failures - FREE_FAILURES), MAX_DELAY_MS);

/** Refuses an attempt on an account still waiting out its delay, whatever the password. */
export async function assertMayTry(db: Db, email: string, now = new Date()): Promise<void> {
  const [row] = await db.select().from(signInFailures).where(eq(signInFailures.email, email)).limit(1);
  if (!row) return;
  const waitMs = row.last_failure_at.getTime() + delayAfter(row.failures) - now.getTime();
  if (waitMs > 0)
    throw new AppError('SIGN_IN_DELAYED', undefined, undefined, { retryAfterSeconds: Math.ceil(waitMs / 1000) });
}

/** Counts a failure; answers how many in a row the account now has. */
export async function recordFailure(db: Db, email: string): Promise<number> {
  const [row] = await db
    .insert(signInFailures)
    .values({ email, failures: 1, last_failure_at: new Date() })
    .onConflictDoUpdate({
      target: signInFailures.email,
      set: { failures: sql`${signInFailures.failures} + 1`, last_failure_at: new Date() },
    })
    .returning({ failures: signInFailures.failures });
  return row!.failures;
}

/** A successful sign-in or a password reset starts the count again. */
export async function clearFailures(db: Db, email: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.email, email));
}
