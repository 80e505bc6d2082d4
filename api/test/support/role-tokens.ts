// The people the issue-3 team and profile route tests act as. Tests that change an account work
// on accounts made here, not on the demo ones: on PostgreSQL every test file shares one database,
// and other files read the demo accounts as seeded. Brokers and operations are the demo users
// (only read), plus a broker invited user (the seed has none). The guest has no token.
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../src/lib/auth/passwords';
import { accounts, brokerUsers, memberships, users } from '../../src/db/schema';
import { BROKER_ID } from '../../src/seed/demo-data';
import type { TestApp } from './app';
import { DEMO_PASSWORD, signIn } from './sign-in';

export type RoleKey = 'admin' | 'member' | 'otherAdmin' | 'broker' | 'brokerInvited' | 'operations';

export interface TeamFixture {
  tokens: Record<RoleKey, string>;
  emails: Record<RoleKey | 'existing', string>;
  /** The account admin and member belong to, and the other admin's account. */
  accountId: string;
  otherAccountId: string;
  accountName: string;
  memberships: { admin: string; member: string; otherAdmin: string };
}

const digits = (n: number) => Array.from(randomBytes(n), (b) => String(b % 10)).join('');

/** Two fresh accounts (admin + member, and another admin), a user with a password elsewhere, and tokens for every role. */
export async function teamFixture(api: TestApp): Promise<TeamFixture> {
  const db = api.app.database.db;
  const run = `${Date.now()}-${digits(6)}`;
  const emails = {
    admin: `admin-${run}@team.test`,
    member: `member-${run}@team.test`,
    otherAdmin: `other-admin-${run}@team.test`,
    existing: `existing-${run}@team.test`,
    brokerInvited: `broker-invited-${run}@team.test`,
    broker: 'corretor@demo.local',
    operations: 'ops@demo.local',
  };
  const password_hash = await hashPassword(DEMO_PASSWORD);
  const person = (email: string, first_name: string, last_name: string) => ({
    email,
    first_name,
    last_name,
    password_hash,
  });
  const [admin, member, otherAdmin, existing, brokerInvited] = await db
    .insert(users)
    .values([
      person(emails.admin, 'Alice', 'Admin'),
      person(emails.member, 'Mario', 'Membro'),
      person(emails.otherAdmin, 'Otto', 'Outro'),
      person(emails.existing, 'Eva', 'Existente'),
      person(emails.brokerInvited, 'Bruno', 'Convidado'),
    ])
    .returning();
  const accountName = `Equipe Teste ${run} Ltda`;
  const company = (legal_name: string, owner: string) => ({
    kind: 'company' as const,
    country: 'br' as const,
    tax_id_type: 'CNPJ',
    tax_id: digits(14),
    legal_name,
    owner_email: owner,
  });
  const [account, other, existingAccount] = await db
    .insert(accounts)
    .values([
      {
        ...company(accountName, emails.admin),
        website: 'https://equipe.example',
        billing_email: 'financeiro@equipe.example',
      },
      company(`Outra Equipe ${run} SA`, emails.otherAdmin),
      company(`Existente ${run} ME`, emails.existing),
    ])
    .returning();
  const rows = await db
    .insert(memberships)
    .values([
      { user_id: admin!.id, account_id: account!.id, role: 'ACCOUNT_ADMIN' },
      { user_id: member!.id, account_id: account!.id, role: 'TEAM_MEMBER' },
      { user_id: otherAdmin!.id, account_id: other!.id, role: 'ACCOUNT_ADMIN' },
      { user_id: existing!.id, account_id: existingAccount!.id, role: 'ACCOUNT_ADMIN' },
    ])
    .returning();
  await db.insert(brokerUsers).values({ broker_id: BROKER_ID, user_id: brokerInvited!.id, role: 'BROKER_INVITED' });
  const tokens = {} as Record<RoleKey, string>;
  for (const role of ['admin', 'member', 'otherAdmin', 'broker', 'brokerInvited', 'operations'] as const)
    tokens[role] = (await signIn(api, emails[role])).access_token;
  return {
    tokens,
    emails,
    accountId: account!.id,
    otherAccountId: other!.id,
    accountName,
    memberships: { admin: rows[0]!.id, member: rows[1]!.id, otherAdmin: rows[2]!.id },
  };
}

/** A JSON request as the app's API client sends it; `token` undefined = the guest. */
export async function call(api: TestApp, method: string, path: string, token?: string, body?: unknown) {
  const response = await api.fetch(path, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions read arbitrary JSON
  return { status: response.status, body: (text ? JSON.parse(text) : null) as any };
}
