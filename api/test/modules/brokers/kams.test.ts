// KAM (issue 23 item 6): the brokerage reads its own key account manager only; operations assign
// one with a version; nobody else reads or assigns.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../src/lib/auth/passwords';
import { brokers, brokerUsers, users } from '../../../src/db/schema';
import { DEMO_BROKER_KAM, DEMO_KAMS } from '../../../src/seed/demo-data';
import { BROKER_ID } from '../../../src/seed/demo/accounts';
import { DEMO_PASSWORD, signIn } from '../../support/sign-in';
import { brokerTestApp } from './broker-test-app';

const { session, call, newBroker } = brokerTestApp();
const otherKam = DEMO_KAMS[1]!.id;

let other: Awaited<ReturnType<typeof newBroker>>;
let invitedToken: string;
beforeAll(async () => {
  other = await newBroker();
  const db = session.api.app.database.db;
  await db.update(brokers).set({ status: 'APPROVED' }).where(eq(brokers.id, other.id));
  // A colleague invited into the demo brokerage.
  const [user] = await db
    .insert(users)
    .values({
      email: `kam-invited-${randomUUID()}@example.com`,
      password_hash: await hashPassword(DEMO_PASSWORD),
      first_name: 'Ivo',
      last_name: 'Convidado',
    })
    .returning();
  await db.insert(brokerUsers).values({ broker_id: BROKER_ID, user_id: user!.id, role: 'BROKER_INVITED' });
  invitedToken = (await signIn(session.api, user!.email)).access_token;
});

describe('the brokerage reads its KAM', () => {
  it('shows the assigned KAM to the broker and to an invited colleague, and names it on /me', async () => {
    for (const who of ['corretor', invitedToken]) {
      const kam = await call('GET', `/v3/broker/kams/${DEMO_BROKER_KAM}`, who);
      expect(kam.status, JSON.stringify(kam.body)).toBe(200);
      expect(kam.body).toMatchObject({ name: 'Juliana Prado', whatsapp: '5511990001234', photo_url: null });
    }
    expect((await call('GET', '/v3/me', 'corretor')).body.broker.kam_id).toBe(DEMO_BROKER_KAM);
  });

  it('answers not found for another KAM, and for a brokerage reading a KAM that is not its own', async () => {
    expect((await call('GET', `/v3/broker/kams/${otherKam}`, 'corretor')).body.code).toBe('NOT_FOUND');
    expect((await call('GET', `/v3/broker/kams/${DEMO_BROKER_KAM}`, other.token)).status).toBe(404);
  });

  it('refuses customers and operations', async () => {
    expect((await call('GET', `/v3/broker/kams/${DEMO_BROKER_KAM}`, 'cliente')).status).toBe(403);
    expect((await call('GET', `/v3/broker/kams/${DEMO_BROKER_KAM}`, 'ops')).status).toBe(403);
  });
});

describe('operations assign a KAM', () => {
  it('lists the KAMs and assigns one with the version, after which the brokerage reads it', async () => {
    const list = await call('GET', '/v3/operations/kams', 'ops');
    expect(list.body.items.map((kam: { id: string }) => kam.id)).toEqual(expect.arrayContaining([otherKam]));
    const before = await call('GET', `/v3/operations/brokers/${other.id}/kam`, 'ops');
    expect(before.body).toEqual({ kam_id: null, version: 1 });
    const assigned = await call('PUT', `/v3/operations/brokers/${other.id}/kam`, 'ops', {
      kam_id: otherKam,
      version: 1,
    });
    expect(assigned.body).toEqual({ kam_id: otherKam, version: 2 });
    expect((await call('GET', `/v3/broker/kams/${otherKam}`, other.token)).body.name).toBe('Marcos Vieira');
  });

  it('refuses a stale version with the assignment as it is now, and an unknown KAM on its field', async () => {
    const { body } = await call('GET', `/v3/operations/brokers/${other.id}/kam`, 'ops');
    const stale = await call('PUT', `/v3/operations/brokers/${other.id}/kam`, 'ops', {
      kam_id: null,
      version: body.version - 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'STALE_VERSION', current: body });
    const unknown = await call('PUT', `/v3/operations/brokers/${other.id}/kam`, 'ops', {
      kam_id: randomUUID(),
      version: body.version,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.details).toEqual([{ field: 'kam_id', code: 'VALIDATION_FAILED' }]);
  });

  it('refuses brokers and customers', async () => {
    for (const who of ['corretor', invitedToken, 'cliente']) {
      expect((await call('GET', '/v3/operations/kams', who)).status).toBe(403);
      expect(
        (await call('PUT', `/v3/operations/brokers/${BROKER_ID}/kam`, who, { kam_id: null, version: 1 })).status,
      ).toBe(403);
    }
  });
});
