// Broker registration per role: broker (own), broker invited, another broker's ids, customers,
// operations, no token; and the operations decision (approve, refuse) with its mail.
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../src/lib/auth/passwords';
import { brokerUsers, users } from '../../../src/db/schema';
import { DEMO_PASSWORD, signIn } from '../../support/sign-in';
import { brokerTestApp, PDF, STEPS } from './broker-test-app';

const { session, call, newBroker, upload } = brokerTestApp();

describe('who may do what', () => {
  let pending: Awaited<ReturnType<typeof newBroker>>;
  let fileId: string;
  let invitedToken: string;
  beforeAll(async () => {
    pending = await newBroker();
    await call('PUT', '/v3/broker/registration', pending.token, STEPS);
    fileId = (await upload(pending.token, 'BANK_PROOF', PDF)).body.id;
    for (const kind of ['REGULATOR_CERTIFICATE', 'PROOF_OF_ADDRESS']) await upload(pending.token, kind, PDF);
    // A colleague invited into the pending brokerage.
    const [user] = await session.api.app.database.db
      .insert(users)
      .values({
        email: `invited-${Date.now()}@example.com`,
        password_hash: await hashPassword(DEMO_PASSWORD),
        first_name: 'Ivo',
        last_name: 'Convidado',
      })
      .returning();
    await session.api.app.database.db
      .insert(brokerUsers)
      .values({ broker_id: pending.id, user_id: user!.id, role: 'BROKER_INVITED' });
    invitedToken = (await signIn(session.api, user!.email)).access_token;
  });

  it('answers 401 without a token on every signed-in route', async () => {
    for (const [method, path] of [
      ['GET', '/v3/broker/registration'],
      ['PUT', '/v3/broker/registration'],
      ['POST', '/v3/broker/registration/submit'],
      ['GET', `/v3/broker/registration/files/${fileId}`],
      ['GET', '/v3/broker/profile'],
      ['GET', '/v3/operations/brokers'],
      ['POST', `/v3/operations/brokers/${pending.id}/approve`],
    ] as const) {
      expect((await call(method, path, undefined, method === 'PUT' ? {} : undefined)).status, `${method} ${path}`).toBe(
        401,
      );
    }
  });

  it('refuses customers (administrator and team member) on broker and operations routes', async () => {
    for (const who of ['cliente', 'membro']) {
      expect((await call('GET', '/v3/broker/registration', who)).status).toBe(403);
      expect((await upload(who, 'BANK_PROOF', PDF)).status).toBe(403);
      expect((await call('GET', `/v3/broker/registration/files/${fileId}`, who)).status).toBe(403);
      expect((await call('GET', '/v3/broker/profile', who)).status).toBe(403);
      expect((await call('GET', '/v3/operations/brokers', who)).status).toBe(403);
      expect((await call('POST', `/v3/operations/brokers/${pending.id}/approve`, who)).status).toBe(403);
    }
  });

  it('refuses the invited colleague on the registration, its documents and the bank details', async () => {
    expect((await call('GET', '/v3/broker/registration', invitedToken)).status).toBe(403);
    expect((await call('PUT', '/v3/broker/registration', invitedToken, { address: STEPS.address })).status).toBe(403);
    expect((await upload(invitedToken, 'BANK_PROOF', PDF)).status).toBe(403);
    expect((await call('GET', `/v3/broker/registration/files/${fileId}`, invitedToken)).status).toBe(403);
  });

  it('gives another brokerage’s document id a 404, never the bytes', async () => {
    const other = await call('GET', `/v3/broker/registration/files/${fileId}`, 'corretor');
    expect(other.status).toBe(404);
    expect(other.body.code).toBe('NOT_FOUND');
  });

  it('refuses a pending brokerage every broker screen’s reads with the catalogue code, whatever the record', async () => {
    // The screens show the pending screen on this code (QueryFallback): it must come before any 404.
    const company = crypto.randomUUID();
    const record = crypto.randomUUID();
    for (const path of [
      '/v3/broker/companies',
      `/v3/broker/companies/${company}`,
      `/v3/broker/companies/${company}/quotes`,
      `/v3/broker/companies/${company}/policies`,
      `/v3/broker/companies/${company}/claims`,
      `/v3/quotes/${record}`,
      `/v3/quotes/${record}/checkout`,
      `/v3/broker/policies/${record}`,
      '/v3/broker/earnings',
      '/v3/broker/users',
    ]) {
      const answer = await call('GET', path, pending.token);
      expect([answer.status, answer.body.code], path).toEqual([403, 'BROKER_PENDING_APPROVAL']);
    }
  });

  it('keeps a pending broker out of the edit profile and brokers out of operations', async () => {
    expect((await call('GET', '/v3/broker/profile', pending.token)).body.code).toBe('BROKER_PENDING_APPROVAL');
    expect((await call('GET', '/v3/operations/brokers', pending.token)).status).toBe(403);
    expect((await call('POST', `/v3/operations/brokers/${pending.id}/approve`, 'corretor')).status).toBe(403);
  });

  it('lets operations list the queue, read the registration and documents, but not use broker routes', async () => {
    const queue = await call('GET', '/v3/operations/brokers?status=PENDING_APPROVAL', 'ops');
    expect(queue.status).toBe(200);
    expect(queue.body.items.map((item: { id: string }) => item.id)).toContain(pending.id);
    expect(queue.body.items.every((item: { status: string }) => item.status === 'PENDING_APPROVAL')).toBe(true);
    // The tax id's type comes with it, so the list can write it as its country does.
    expect(queue.body.items.find((item: { id: string }) => item.id === pending.id)).toMatchObject({
      tax_id_type: 'CNPJ',
      tax_id: expect.any(String),
    });
    const detail = await call('GET', `/v3/operations/brokers/${pending.id}`, 'ops');
    expect(detail.body).toMatchObject({
      id: pending.id,
      bank_data: { bank_code: '341' },
      files: expect.arrayContaining([expect.objectContaining({ id: fileId })]),
    });
    expect((await call('GET', `/v3/broker/registration/files/${fileId}`, 'ops')).status).toBe(200);
    expect((await call('GET', '/v3/broker/registration', 'ops')).status).toBe(403);
    expect((await call('GET', '/v3/operations/brokers/00000000-0000-4000-8000-000000000999', 'ops')).status).toBe(404);
  });

  it('approves a sent registration once, mails the broker, and opens the broker area', async () => {
    const notSent = await newBroker();
    expect((await call('POST', `/v3/operations/brokers/${notSent.id}/approve`, 'ops')).status).toBe(400);
    await call('POST', '/v3/broker/registration/submit', pending.token);
    const approved = await call('POST', `/v3/operations/brokers/${pending.id}/approve`, 'ops');
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('APPROVED');
    expect((await call('POST', `/v3/operations/brokers/${pending.id}/approve`, 'ops')).status).toBe(409);
    const mail = await call('GET', `/v3/dev/mailbox/messages?to=${encodeURIComponent(pending.email)}`);
    expect(JSON.stringify(mail.body)).toContain('broker-approved');
    expect((await call('GET', '/v3/broker/companies', pending.token)).status).toBe(200);
    // Registration is closed now; the profile takes over.
    expect((await call('PUT', '/v3/broker/registration', pending.token, { address: STEPS.address })).status).toBe(403);
  });

  it('lets the approved broker edit bank details and taxation data, and refuses the invited colleague', async () => {
    const profile = await call('GET', '/v3/broker/profile', pending.token);
    expect(profile.body).toMatchObject({
      bank_data: { account_number: '12345-6' },
      tax_registry: { tax_regime: 'SIMPLES_NACIONAL' },
    });
    const { version } = profile.body as { version: number };
    const changed = await call('PUT', '/v3/broker/profile', pending.token, {
      bank_data: { ...STEPS.bank_data, account_number: '99999-1' },
      tax_registry: { ...STEPS.tax_registry, tax_regime: 'LUCRO_PRESUMIDO' },
      version,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      bank_data: { account_number: '99999-1' },
      tax_registry: { tax_regime: 'LUCRO_PRESUMIDO' },
      version: version + 1,
    });
    const invalid = await call('PUT', '/v3/broker/profile', pending.token, {
      bank_data: { ...STEPS.bank_data, branch: 'x' },
      tax_registry: { ...STEPS.tax_registry, tax_regime: 'MEI' },
      version: version + 1,
    });
    expect(invalid.status).toBe(400);
    // A refused bank section rolls the taxation data and the version back with it.
    expect((await call('GET', '/v3/broker/profile', pending.token)).body).toMatchObject({
      tax_registry: { tax_regime: 'LUCRO_PRESUMIDO' },
      version: version + 1,
    });
    expect((await call('GET', '/v3/broker/profile', invitedToken)).status).toBe(403);
    expect(
      (await call('PUT', '/v3/broker/profile', invitedToken, { bank_data: STEPS.bank_data, version })).status,
    ).toBe(403);
  });

  it('refuses a broker profile save based on an old version with STALE_VERSION and the current values', async () => {
    const { version } = (await call('GET', '/v3/broker/profile', pending.token)).body as { version: number };
    const first = await call('PUT', '/v3/broker/profile', pending.token, {
      tax_registry: { ...STEPS.tax_registry, tax_regime: 'LUCRO_REAL' },
      version,
    });
    expect(first.status).toBe(200);
    const stale = await call('PUT', '/v3/broker/profile', pending.token, {
      bank_data: { ...STEPS.bank_data, account_number: '55555-5' },
      version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'STALE_VERSION',
      current: {
        tax_registry: { tax_regime: 'LUCRO_REAL' },
        bank_data: { account_number: '99999-1' },
        version: version + 1,
      },
    });
    expect((await call('GET', '/v3/broker/profile', pending.token)).body.bank_data.account_number).toBe('99999-1');
  });

  it('refuses with a reason, mailed to the broker', async () => {
    const other = await newBroker();
    await call('PUT', '/v3/broker/registration', other.token, STEPS);
    for (const kind of ['REGULATOR_CERTIFICATE', 'PROOF_OF_ADDRESS', 'BANK_PROOF'])
      await upload(other.token, kind, PDF);
    await call('POST', '/v3/broker/registration/submit', other.token);
    expect((await call('POST', `/v3/operations/brokers/${other.id}/refuse`, 'ops', { reason: '' })).status).toBe(400);
    const refused = await call('POST', `/v3/operations/brokers/${other.id}/refuse`, 'ops', {
      reason: 'SUSEP registration not found',
    });
    expect(refused.body).toMatchObject({ status: 'REFUSED', decision_reason: 'SUSEP registration not found' });
    const mail = await call('GET', `/v3/dev/mailbox/messages?to=${encodeURIComponent(other.email)}`);
    expect(JSON.stringify(mail.body)).toContain('SUSEP registration not found');
    expect((await call('GET', '/v3/broker/companies', other.token)).body.code).toBe('BROKER_PENDING_APPROVAL');
  });
});
