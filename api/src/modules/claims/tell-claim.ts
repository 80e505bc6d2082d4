// Who is told live that a claim changed: everyone with access to its account (its people, its
// broker of record) and every operations user, whose queue and claim screen refresh by themselves.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { LIVE_TOPICS } from '@platform/domain';
import { users } from '../../db/schema';

export async function tellClaimChanged(
  app: FastifyInstance,
  claim: { accountId: string; id: string; version: number },
) {
  const message = { topic: LIVE_TOPICS.claim, id: claim.id, version: claim.version };
  await app.publishLive({ accountId: claim.accountId, ...message });
  const operators = await app.database.db.select({ id: users.id }).from(users).where(eq(users.is_operations, true));
  for (const operator of operators) await app.publishLive({ userId: operator.id, ...message });
}
