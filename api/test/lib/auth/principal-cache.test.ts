// The principal cache (lib/auth/principal-cache.ts) keeps reads fast without keeping access: a
// change to a membership, a user or an account takes effect on the very next request, on this
// instance and on another one, and a change nobody announced lasts PRINCIPAL_TTL_MS at most.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, memberships, users } from '../../../src/db/schema';
import { PRINCIPAL_TTL_MS } from '../../../src/lib/auth/principal-cache';
import { startTestApp, type TestApp } from '../../support/app';
import { call, teamFixture, type TeamFixture } from '../../support/role-tokens';

let api: TestApp;
let other: TestApp;
let fixture: TeamFixture;
beforeAll(async () => {
  api = await startTestApp();
  other = await startTestApp({}, undefined, { sameDatabaseAs: api });
  fixture = await teamFixture(api);
});
afterAll(async () => {
  await other?.close();
  await api?.close();
});

const db = () => api.app.database.db;
const setMembership = (id: string, status: 'ENABLED' | 'DISABLED') =>
  db().update(memberships).set({ status }).where(eq(memberships.id, id));

/** Asks until `expected` answers (another instance hears a change a moment after the commit). */
async function eventually(read: () => Promise<number>, expected: number, withinMs = 2_000) {
  const until = Date.now() + withinMs;
  let status = await read();
  while (status !== expected && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    status = await read();
  }
  return status;
}

describe('the principal cache', () => {
  it('serves a repeated read from the cache', async () => {
    const token = fixture.tokens.member;
    expect((await call(api, 'GET', '/v3/policies', token)).status).toBe(200);
    expect(api.app.principalCache.get(token)?.principal.user.email).toBe(fixture.emails.member);
    expect((await call(api, 'GET', '/v3/policies', token)).status).toBe(200);
  });

  it('refuses a member whose membership was disabled on the next request, on both instances', async () => {
    const token = fixture.tokens.member;
    expect((await call(api, 'GET', '/v3/policies', token)).status).toBe(200);
    expect((await call(other, 'GET', '/v3/policies', token)).status).toBe(200);
    await setMembership(fixture.memberships.member, 'DISABLED');
    try {
      const here = await call(api, 'GET', '/v3/policies', token);
      expect(here).toEqual({ status: 403, body: expect.objectContaining({ code: 'FORBIDDEN' }) });
      expect(await eventually(async () => (await call(other, 'GET', '/v3/policies', token)).status, 403)).toBe(403);
    } finally {
      await setMembership(fixture.memberships.member, 'ENABLED');
    }
    expect((await call(api, 'GET', '/v3/policies', token)).status).toBe(200);
  });

  it('refuses a disabled user on the next request', async () => {
    const token = fixture.tokens.otherAdmin;
    expect((await call(api, 'GET', '/v3/me', token)).status).toBe(200);
    await db().update(users).set({ status: 'DISABLED' }).where(eq(users.email, fixture.emails.otherAdmin));
    try {
      const refused = await call(api, 'GET', '/v3/me', token);
      expect(refused).toEqual({ status: 401, body: expect.objectContaining({ code: 'TOKEN_INVALID' }) });
    } finally {
      await db().update(users).set({ status: 'ACTIVE' }).where(eq(users.email, fixture.emails.otherAdmin));
    }
  });

  it("shows an account's change on the next request", async () => {
    const token = fixture.tokens.admin;
    const name = async () =>
      (await call(api, 'GET', '/v3/me', token)).body.accounts.find((a: { id: string }) => a.id === fixture.accountId)
        ?.legal_name;
    expect(await name()).toBe(fixture.accountName);
    const renamed = `${fixture.accountName} Renomeada`;
    await db().update(accounts).set({ legal_name: renamed }).where(eq(accounts.id, fixture.accountId));
    try {
      expect(await name()).toBe(renamed);
    } finally {
      await db().update(accounts).set({ legal_name: fixture.accountName }).where(eq(accounts.id, fixture.accountId));
    }
  });

  it(`lets an unannounced change last ${PRINCIPAL_TTL_MS} ms at most`, async () => {
    const token = fixture.tokens.member;
    // Earlier tests' announcements may still be on their way (another connection hears them a moment later).
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await call(api, 'GET', '/v3/policies', token)).status).toBe(200);
    expect(api.app.principalCache.get(token)).toBeDefined();
    // As if the notification were lost: the triggers do not fire for a replica-role session.
    await api.app.database.withConnection(async (exec) => {
      await exec(
        `BEGIN; SET LOCAL session_replication_role = replica; UPDATE memberships SET status = 'DISABLED' WHERE id = '${fixture.memberships.member}'; COMMIT`,
      );
    });
    try {
      const disabledAt = Date.now();
      expect((await call(api, 'GET', '/v3/policies', token)).status).toBe(200);
      const status = await eventually(
        async () => (await call(api, 'GET', '/v3/policies', token)).status,
        403,
        PRINCIPAL_TTL_MS + 1_000,
      );
      expect(status).toBe(403);
      expect(Date.now() - disabledAt).toBeLessThanOrEqual(PRINCIPAL_TTL_MS + 1_000);
    } finally {
      await setMembership(fixture.memberships.member, 'ENABLED');
    }
  });

  it('is told of every change by the triggers, whatever code makes it', async () => {
    const heard: string[] = [];
    const stop = await api.app.database.listen('principal_changed', (payload) => heard.push(payload));
    try {
      await db().execute(sql`UPDATE brokers SET name = name WHERE id = (SELECT id FROM brokers LIMIT 1)`);
      await setMembership(fixture.memberships.admin, 'ENABLED');
      const until = Date.now() + 2_000;
      while (heard.length < 2 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(heard).toEqual(
        expect.arrayContaining([expect.stringMatching(/^broker:/), expect.stringMatching(/^user:/)]),
      );
    } finally {
      await stop();
    }
  });
});
