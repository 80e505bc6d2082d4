// Saving the questionnaire: only the version the client loaded is overwritten, never a newer one
// (docs/concurrency.md), and everyone else with access to the account is told it changed.
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { LIVE_TOPICS, type Product } from '@platform/domain';
import { applicationForms } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { toApplicationForm } from './queries';

export async function saveApplicationForm(
  app: Pick<FastifyInstance, 'database' | 'publishLive'>,
  accountId: string,
  id: string,
  { version, products }: { version: number; products?: Product[] },
) {
  const db = app.database.db;
  const ofAccount = and(eq(applicationForms.id, id), eq(applicationForms.account_id, accountId));
  // One statement decides: the version check and the write are the same UPDATE.
  const [saved] = await db
    .update(applicationForms)
    .set({ ...(products ? { products } : {}), version: sql`${applicationForms.version} + 1`, updated_at: new Date() })
    .where(and(ofAccount, eq(applicationForms.version, version)))
    .returning();
  if (!saved) {
    const [existing] = await db.select({ id: applicationForms.id }).from(applicationForms).where(ofAccount).limit(1);
    throw new AppError(existing ? 'STALE_VERSION' : 'NOT_FOUND');
  }
  await app.publishLive({
    accountId: saved.account_id,
    topic: LIVE_TOPICS.applicationForm,
    id: saved.id,
    version: saved.version,
  });
  return toApplicationForm(saved);
}
