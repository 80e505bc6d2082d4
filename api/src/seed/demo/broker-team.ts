// The demo brokerage's invited colleague (broker/users/list): colega@demo.local works the book of
// corretor@demo.local's brokerage but never sees its bank details. Ids in the 7340xx block.
import { hashPassword } from '../../lib/auth/passwords';
import type { Db } from '../../db/connection';
import { brokerUsers, users } from '../../db/schema';
import { BROKER_ID, DEMO_PASSWORD } from './accounts';
import { id } from './ids';

export const DEMO_BROKER_COLLEAGUE = {
  userId: id(734101),
  brokerUserId: id(734102),
  email: 'colega@demo.local',
};

/** Adds the colleague once; a restart keeps what someone changed (removed, password). */
export async function seedDemoBrokerTeam(tx: Db) {
  const [created] = await tx
    .insert(users)
    .values({
      id: DEMO_BROKER_COLLEAGUE.userId,
      email: DEMO_BROKER_COLLEAGUE.email,
      first_name: 'Carla',
      last_name: 'Nunes',
      locale: 'pt-BR',
      password_hash: await hashPassword(DEMO_PASSWORD),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!created) return;
  await tx
    .insert(brokerUsers)
    .values({
      id: DEMO_BROKER_COLLEAGUE.brokerUserId,
      broker_id: BROKER_ID,
      user_id: created.id,
      role: 'BROKER_INVITED',
      status: 'ENABLED',
      invited_at: new Date(),
    })
    .onConflictDoNothing();
}
