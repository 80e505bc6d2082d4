// The demo's key account managers (ids in the 7340xx block): one assigned to the demo brokerage
// (corretor@demo.local) with a photo and a booking page, one without either for operations to assign.
import { eq, isNull, and } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { brokers, kams } from '../../db/schema';
import { BROKER_ID } from './accounts';
import { id } from './ids';

export const DEMO_KAMS = [
  {
    id: id(734001),
    name: 'Juliana Prado',
    photo_url: null,
    email: 'juliana.prado@demo.local',
    whatsapp: '5511990001234',
    booking_url: 'https://cal.example/juliana-prado',
  },
  {
    id: id(734002),
    name: 'Marcos Vieira',
    photo_url: null,
    email: 'marcos.vieira@demo.local',
    whatsapp: '5521990005678',
    booking_url: null,
  },
];
export const DEMO_BROKER_KAM = DEMO_KAMS[0]!.id;

/** Adds the KAMs and assigns the first to the demo brokerage unless operations already chose one. */
export async function seedDemoKams(tx: Db) {
  await tx.insert(kams).values(DEMO_KAMS).onConflictDoNothing();
  await tx
    .update(brokers)
    .set({ kam_id: DEMO_BROKER_KAM })
    .where(and(eq(brokers.id, BROKER_ID), isNull(brokers.kam_id), eq(brokers.kam_version, 1)));
}
