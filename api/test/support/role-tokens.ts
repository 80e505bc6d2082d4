// Access tokens for every role the issue-3 route tests check: the demo users plus a broker
// invited user (created here: the demo seed has none) and the guest (no token at all).
import { hashPassword } from '../../src/auth/passwords';
import { brokerUsers, users } from '../../src/db/schema';
import { BROKER_ID } from '../../src/seed/demo-data';
import type { TestApp } from './app';
import { DEMO_PASSWORD, signIn } from './sign-in';

export type RoleKey = 'admin' | 'member' | 'otherAdmin' | 'broker' | 'brokerInvited' | 'operations';

/** Who plays each role: demo users (api/src/seed/demo-data.ts). */
export const ROLE_EMAILS: Record<RoleKey, string> = {
  admin: 'cliente@demo.local',
  member: 'membro@demo.local',
  otherAdmin: 'outra@demo.local',
  broker: 'corretor@demo.local',
  brokerInvited: 'convidado-corretora@test.local',
  operations: 'ops@demo.local',
};

export async function roleTokens(api: TestApp): Promise<Record<RoleKey, string>> {
  const [invited] = await api.app.database.db
    .insert(users)
    .values({ email: ROLE_EMAILS.brokerInvited, first_name: 'Bruno', last_name: 'Convidado', password_hash: await hashPassword(DEMO_PASSWORD) })
    .onConflictDoNothing()
    .returning();
  if (invited) await api.app.database.db.insert(brokerUsers).values({ broker_id: BROKER_ID, user_id: invited.id, role: 'BROKER_INVITED' });
  const tokens = {} as Record<RoleKey, string>;
  for (const [role, email] of Object.entries(ROLE_EMAILS) as [RoleKey, string][]) tokens[role] = (await signIn(api, email)).access_token;
  return tokens;
}

/** A JSON request as the app's API client sends it; `token` undefined = the guest. */
export async function call(api: TestApp, method: string, path: string, token?: string, body?: unknown) {
  const response = await api.fetch(path, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions read arbitrary JSON
  return { status: response.status, body: (text ? JSON.parse(text) : null) as any };
}
