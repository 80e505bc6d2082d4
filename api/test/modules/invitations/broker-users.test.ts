// broker/users/list (spec section 6, issue 23 item 6): the brokerage's administrator invites,
// resends and removes colleagues; colleagues get FORBIDDEN; the mailed link makes the person a
// broker user who works the book but never reads the bank details; other brokerages' ids: NOT_FOUND.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { brokers } from '../../../src/db/schema';
import { signIn } from '../../support/sign-in';
import { brokerTestApp } from '../brokers/broker-test-app';

const { session, call, newBroker } = brokerTestApp();

type BrokerUser = { id: string; email: string; role: string };
let counter = 0;
const freshEmail = () => `colega-${Date.now()}-${(counter += 1)}@test.local`;
const PASSWORD = 'Colega2026!x';

async function invitationToken(email: string) {
  const { body } = await call('GET', `/v3/dev/mailbox/messages?to=${encodeURIComponent(email)}`);
  const mail = body.items[0];
  expect(mail, `no mail to ${email}`).toBeTruthy();
  return { mail, token: new URL(mail.link).searchParams.get('token')! };
}

async function invite(email = freshEmail(), who = 'corretor') {
  const invited = await call('POST', '/v3/broker/users', who, { name: 'Carla Colega', email, language: 'en' });
  return { email, ...invited };
}

/** Invites a colleague and accepts as them: their token. */
async function colleague() {
  const { email } = await invite();
  const { token } = await invitationToken(email);
  const accepted = await call('POST', '/v3/invitations/accept', undefined, {
    token,
    name: 'Carla Colega',
    password: PASSWORD,
  });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return (await signIn(session.api, email, PASSWORD)).access_token;
}

let other: Awaited<ReturnType<typeof newBroker>>;
beforeAll(async () => {
  other = await newBroker();
  await session.api.app.database.db.update(brokers).set({ status: 'APPROVED' }).where(eq(brokers.id, other.id));
});

describe('the demo brokerage', () => {
  it('has an invited colleague who signs in to the book', async () => {
    const list = await call('GET', '/v3/broker/users', 'corretor');
    expect(list.body.items).toContainEqual(
      expect.objectContaining({ email: 'colega@demo.local', role: 'BROKER_INVITED', status: 'ENABLED' }),
    );
    const token = (await signIn(session.api, 'colega@demo.local')).access_token;
    expect((await call('GET', '/v3/broker/companies', token)).status).toBe(200);
  });
});

describe('the administrator invites a colleague', () => {
  it('lists a pending colleague and mails the link in the language asked, naming the brokerage', async () => {
    const { email, status, body } = await invite();
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ email, name: 'Carla Colega', role: 'BROKER_INVITED', status: 'PENDING' });
    const { mail } = await invitationToken(email);
    expect(mail.subject).toContain('the brokerage Demo Corretora de Seguros');
    expect(mail.link).toContain('/auth/register?token=');
    const list = await call('GET', '/v3/broker/users', 'corretor');
    expect(list.body.items[0]).toMatchObject({ email: 'corretor@demo.local', role: 'BROKER', status: 'ENABLED' });
    expect(list.body.items).toContainEqual(expect.objectContaining({ email, status: 'PENDING' }));
  });

  it('names the problem fields, and refuses someone already in a brokerage or an account', async () => {
    const bad = await call('POST', '/v3/broker/users', 'corretor', { name: '', email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual([
      { field: 'name', code: 'VALIDATION_FAILED' },
      { field: 'email', code: 'INVALID_EMAIL' },
    ]);
    for (const email of ['cliente@demo.local', other.email, 'ops@demo.local']) {
      const refused = await invite(email);
      expect(refused.body.code, email).toBe('EMAIL_ALREADY_REGISTERED');
    }
  });
});

describe('accepting the invitation', () => {
  it('makes the person a broker user who sees the book but never the bank details, and cannot manage users', async () => {
    const { email } = await invite();
    const { token } = await invitationToken(email);
    const preview = await call('GET', `/v3/invitations/${token}`);
    expect(preview.body).toMatchObject({ account_name: 'Demo Corretora de Seguros', email, needs_password: true });
    await call('POST', '/v3/invitations/accept', undefined, { token, name: 'Carla Colega', password: PASSWORD });
    const colleagueToken = (await signIn(session.api, email, PASSWORD)).access_token;
    expect((await call('GET', '/v3/me', colleagueToken)).body.broker).toMatchObject({ role: 'BROKER_INVITED' });
    expect((await call('GET', '/v3/broker/companies', colleagueToken)).status).toBe(200);
    for (const path of ['/v3/broker/profile', '/v3/broker/registration']) {
      const bank = await call('GET', path, colleagueToken);
      expect(bank.status, path).toBe(403);
      expect(bank.body.code).toBe('FORBIDDEN');
    }
    expect((await call('GET', '/v3/broker/users', colleagueToken)).status).toBe(200);
    expect(
      (await call('POST', '/v3/broker/users', colleagueToken, { name: 'X Y', email: freshEmail() })).body.code,
    ).toBe('FORBIDDEN');
    const listed = (await call('GET', '/v3/broker/users', 'corretor')).body.items;
    expect(listed).toContainEqual(expect.objectContaining({ email, status: 'ENABLED' }));
    // The link works once.
    expect((await call('GET', `/v3/invitations/${token}`)).body.code).toBe('LINK_INVALID');
  });
});

describe('resend and remove', () => {
  it('resends a pending invitation: a new link, the old one stops working', async () => {
    const { email, body } = await invite();
    const first = await invitationToken(email);
    const resent = await call('POST', `/v3/broker/users/${body.id}/resend-invitation`, 'corretor');
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    const second = await invitationToken(email);
    expect(second.token).not.toBe(first.token);
    expect((await call('GET', `/v3/invitations/${first.token}`)).body.code).toBe('LINK_INVALID');
    expect((await call('GET', `/v3/invitations/${second.token}`)).status).toBe(200);
  });

  it('removes a colleague, whose access ends at once; never the administrator', async () => {
    const colleagueToken = await colleague();
    const users = (await call('GET', '/v3/broker/users', 'corretor')).body.items as BrokerUser[];
    const email = (await call('GET', '/v3/me', colleagueToken)).body.user.email;
    const theirs = users.find((user) => user.email === email)!;
    expect((await call('DELETE', `/v3/broker/users/${theirs.id}`, 'corretor')).status).toBe(200);
    expect((await call('GET', '/v3/broker/companies', colleagueToken)).status).toBe(403);
    const admin = users.find((user) => user.role === 'BROKER')!;
    expect((await call('DELETE', `/v3/broker/users/${admin.id}`, 'corretor')).body.code).toBe('FORBIDDEN');
  });

  it('refuses colleagues with FORBIDDEN and hides another brokerage’s people', async () => {
    const { body } = await invite();
    const colleagueToken = await colleague();
    expect((await call('POST', `/v3/broker/users/${body.id}/resend-invitation`, colleagueToken)).status).toBe(403);
    expect((await call('DELETE', `/v3/broker/users/${body.id}`, colleagueToken)).status).toBe(403);
    expect((await call('POST', `/v3/broker/users/${body.id}/resend-invitation`, other.token)).status).toBe(404);
    expect((await call('DELETE', `/v3/broker/users/${body.id}`, other.token)).status).toBe(404);
    expect((await call('GET', '/v3/broker/users', 'cliente')).status).toBe(403);
  });
});
