// Key account managers (issue 23 item 6): operations assign one to a brokerage; the brokerage's
// people read only their own (another KAM's id reads as NOT_FOUND, never as "not yours").
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { brokers, kams } from '../../db/schema';
import { AppError, notFound, staleVersion } from '../../lib/errors';
import { loadBroker } from './registration';

type KamRow = typeof kams.$inferSelect;

export const presentKam = (row: KamRow) => ({
  id: row.id,
  name: row.name,
  photo_url: row.photo_url,
  email: row.email,
  whatsapp: row.whatsapp,
  booking_url: row.booking_url,
});

export async function listKams(db: Db) {
  return (await db.select().from(kams).orderBy(asc(kams.name))).map(presentKam);
}

/** The brokerage's KAM when `kamId` is the one assigned to it; any other id is NOT_FOUND. */
export async function ownKam(db: Db, brokerId: string, kamId: string) {
  const [row] = await db
    .select({ kam: kams })
    .from(brokers)
    .innerJoin(kams, eq(kams.id, brokers.kam_id))
    .where(and(eq(brokers.id, brokerId), eq(kams.id, kamId)));
  if (!row) throw notFound();
  return presentKam(row.kam);
}

/** What the brokerage's ops page shows and sends back: the assigned KAM and the assignment's version. */
export async function kamAssignmentOf(db: Db, brokerId: string) {
  const broker = await loadBroker(db, brokerId);
  return { kam_id: broker.kam_id, version: broker.kam_version };
}

/**
 * Assigns (or, with null, withdraws) the brokerage's KAM. An unknown KAM is a field problem, not a
 * missing page; a stale version is refused with the assignment as it is now.
 */
export async function assignKam(db: Db, brokerId: string, change: { kam_id: string | null; version: number }) {
  return db.transaction(async (tx) => {
    const current = await kamAssignmentOf(tx, brokerId);
    if (current.version !== change.version) throw staleVersion(current);
    if (change.kam_id) {
      const [kam] = await tx.select({ id: kams.id }).from(kams).where(eq(kams.id, change.kam_id));
      if (!kam) throw new AppError('VALIDATION_FAILED', undefined, [{ field: 'kam_id', code: 'VALIDATION_FAILED' }]);
    }
    const [updated] = await tx
      .update(brokers)
      .set({ kam_id: change.kam_id, kam_version: change.version + 1, updated_at: new Date() })
      .where(and(eq(brokers.id, brokerId), eq(brokers.kam_version, change.version)))
      .returning();
    if (!updated) throw staleVersion(await kamAssignmentOf(tx, brokerId));
    return { kam_id: updated.kam_id, version: updated.kam_version };
  });
}
