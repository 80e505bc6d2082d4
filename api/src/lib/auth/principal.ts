// Who is calling, loaded from the database on every request: roles and tenants are never taken
// from the token, so a removed membership or a refused broker takes effect at once.
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Role } from '@platform/domain';
import type { Db } from '../../db/connection';
import { accounts, brokerUsers, brokers, memberships, users } from '../../db/schema';
import { AppError } from '../errors';

export type UserRow = typeof users.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;
export type BrokerRow = typeof brokers.$inferSelect;

export interface Principal {
  user: UserRow;
  /** Enabled memberships, oldest first: the first is the default account. */
  accounts: (AccountRow & { role: 'ACCOUNT_ADMIN' | 'TEAM_MEMBER' | 'BROKER_CUSTOMER' })[];
  broker: (BrokerRow & { role: 'BROKER' | 'BROKER_INVITED' }) | null;
  isOperations: boolean;
  /** The role the UI is built around: operations, then broker, then the first account's role. */
  role: Role | null;
}

/** Whether `value` reads as a record id (any UUID version): an id that cannot exist is never looked up. */
export const isUuid = (value: string): boolean =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** Finds the user a token speaks for: our own `sub`, or another issuer's `sub` (then its e-mail). */
export async function findTokenUser(
  db: Db,
  claims: { sub?: string; email?: unknown },
  external: boolean,
): Promise<UserRow | undefined> {
  const sub = claims.sub ?? '';
  if (!external) {
    if (!isUuid(sub)) return undefined;
    return (await db.select().from(users).where(eq(users.id, sub)).limit(1))[0];
  }
  const [bySubject] = await db.select().from(users).where(eq(users.external_subject, sub)).limit(1);
  if (bySubject || typeof claims.email !== 'string') return bySubject;
  return (await db.select().from(users).where(eq(users.email, claims.email.toLowerCase())).limit(1))[0];
}

export async function loadPrincipal(db: Db, user: UserRow): Promise<Principal> {
  const accountRows = await db
    .select({ account: accounts, role: memberships.role })
    .from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.account_id))
    .where(and(eq(memberships.user_id, user.id), eq(memberships.status, 'ENABLED')))
    .orderBy(asc(memberships.created_at), asc(accounts.legal_name));
  const [brokerRow] = await db
    .select({ broker: brokers, role: brokerUsers.role })
    .from(brokerUsers)
    .innerJoin(brokers, eq(brokers.id, brokerUsers.broker_id))
    // An invited colleague is no broker user until they accept the invitation.
    .where(and(eq(brokerUsers.user_id, user.id), eq(brokerUsers.status, 'ENABLED')))
    .limit(1);
  const broker = brokerRow ? { ...brokerRow.broker, role: brokerRow.role } : null;
  const list = accountRows.map((row) => ({ ...row.account, role: row.role }));
  const role: Role | null = user.is_operations ? 'OPERATIONS' : (broker?.role ?? list[0]?.role ?? null);
  return { user, accounts: list, broker, isOperations: user.is_operations, role };
}

/** The caller a route's `authenticate` guard loaded (plugins/app/auth.ts); AUTH_REQUIRED without one. */
export const principalOf = (request: FastifyRequest): Principal => {
  if (!request.principal) throw new AppError('AUTH_REQUIRED');
  return request.principal;
};
