// Quote expiry (issue 12): options past their date move to EXPIRED. Reads already show them
// expired at once (effectiveQuoteStatus); this job stores it, every few minutes, in the job queue
// (lib/jobs, pg-boss), so several API instances never run it twice.
import { and, inArray, lte } from 'drizzle-orm';
import { nextQuoteStatus } from '@platform/domain';
import type { Db } from '../../db/connection';
import { quotes } from '../../db/schema';

export const EXPIRE_QUOTES_JOB = 'quotes.expire';
export const EXPIRE_QUOTES_CRON = '*/5 * * * *';

/** Moves every AVAILABLE or SELECTED option past its date to EXPIRED; returns their ids. */
export async function expireQuotes(db: Db, now = new Date()): Promise<string[]> {
  const expired = nextQuoteStatus('AVAILABLE', 'EXPIRE', 'PLATFORM')!;
  const rows = await db
    .update(quotes)
    .set({ status: expired })
    .where(and(inArray(quotes.status, ['AVAILABLE', 'SELECTED']), lte(quotes.expires_at, now)))
    .returning({ id: quotes.id });
  return rows.map((row) => row.id);
}
