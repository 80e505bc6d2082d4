// Operations approve or refuse a pending brokerage: one function for the API route and the CLI,
// so both check the same rules and queue the same mail.
import { and, asc, eq } from 'drizzle-orm';
import type { Language } from '@platform/domain';
import type { Db } from '../../db/connection';
import { brokerUsers, brokers, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { queueMail } from '../../lib/mail/outbox';
import { brokerApprovedMail, brokerRefusedMail } from './decision-mail';
import { loadBroker } from './registration';

export type BrokerDecision = { decision: 'approve' } | { decision: 'refuse'; reason: string };

const languageOf = (locale: string): Language =>
  locale.startsWith('en') ? 'en' : locale.startsWith('es') ? 'es' : 'pt';

export async function decideBroker(db: Db, brokerId: string, decision: BrokerDecision, origin: string) {
  const broker = await loadBroker(db, brokerId);
  // Deciding twice (two operators, or a repeated command) must not flip an earlier decision.
  if (broker.status !== 'PENDING_APPROVAL')
    throw new AppError('STALE_VERSION', `The broker is already ${broker.status}.`);
  if (!broker.submitted_at)
    throw new AppError('VALIDATION_FAILED', 'The broker has not sent the registration yet.', [
      { field: 'registration', code: 'VALIDATION_FAILED', message: 'not sent' },
    ]);
  const reason = decision.decision === 'refuse' ? decision.reason.trim() : null;
  if (decision.decision === 'refuse' && !reason)
    throw new AppError('VALIDATION_FAILED', 'A refusal needs a reason.', [
      { field: 'reason', code: 'VALIDATION_FAILED', message: 'is required' },
    ]);

  const [owner] = await db
    .select({ first_name: users.first_name, locale: users.locale })
    .from(brokerUsers)
    .innerJoin(users, eq(users.id, brokerUsers.user_id))
    .where(and(eq(brokerUsers.broker_id, broker.id), eq(brokerUsers.role, 'BROKER')))
    .orderBy(asc(brokerUsers.created_at))
    .limit(1);
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(brokers)
      .set({
        status: decision.decision === 'approve' ? 'APPROVED' : 'REFUSED',
        decided_at: new Date(),
        decision_reason: reason,
        updated_at: new Date(),
      })
      .where(and(eq(brokers.id, broker.id), eq(brokers.status, 'PENDING_APPROVAL')))
      .returning({ id: brokers.id });
    if (!changed) throw new AppError('STALE_VERSION');
    await queueMail(tx as unknown as Db, {
      to: broker.email,
      template: decision.decision === 'approve' ? 'broker-approved' : 'broker-refused',
      language: languageOf(owner?.locale ?? 'pt-BR'),
      content: decision.decision === 'approve' ? brokerApprovedMail : brokerRefusedMail,
      vars: { name: owner?.first_name ?? '', broker: broker.legal_name, reason: reason ?? '' },
      link: decision.decision === 'approve' ? `${origin}/broker/index` : undefined,
    });
  });
  return loadBroker(db, broker.id);
}

/** Finds a brokerage by id or by its e-mail (what an operator has at hand in the CLI). */
export async function findBroker(db: Db, idOrEmail: string) {
  const value = idOrEmail.trim().toLowerCase();
  const byId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value);
  const [broker] = await db
    .select()
    .from(brokers)
    .where(byId ? eq(brokers.id, value) : eq(brokers.email, value))
    .limit(1);
  return broker ?? null;
}
