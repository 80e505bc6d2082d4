// Team members (spec sections 2, 4, 6): only the account administrator invites, resends and
// removes; the invitation mail's single-use link lets the person set name and password; removed
// members lose access at once; other tenants' ids answer NOT_FOUND and never data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/app';
import { call, teamFixture, type RoleKey, type TeamFixture } from '../../support/role-tokens';
import { signIn, submitLogin, startAuthorization } from '../../support/sign-in';

let api: TestApp;
let tokens: Record<RoleKey, string>;
let fixture: TeamFixture;
let DEMO: string;
let INVITE: string;
let ADMIN_MEMBERSHIP: string;
let MEMBER_MEMBERSHIP: string;
let OTHER_ACCOUNT_MEMBERSHIP: string;
beforeAll(async () => {
  api = await startTestApp();
  fixture = await teamFixture(api);
  tokens = fixture.tokens;
  DEMO = fixture.accountId;
  INVITE = `/v3/accounts/${DEMO}/invitations`;
  ({ admin: ADMIN_MEMBERSHIP, member: MEMBER_MEMBERSHIP, otherAdmin: OTHER_ACCOUNT_MEMBERSHIP } = fixture.memberships);
});
afterAll(async () => api?.close());

// The account acted on is the fixture's (support/role-tokens.ts): admin and member in it, otherAdmin in another.

let counter = 0;
const freshEmail = () => `convidada-${Date.now()}-${(counter += 1)}@test.local`;

/** The newest mail to `email` and the token in its link. */
async function invitationMail(email: string) {
  const { body } = await call(api, 'GET', `/v3/dev/mailbox/messages?to=${encodeURIComponent(email)}`);
  const mail = body.items[0];
  expect(mail, `no mail to ${email}`).toBeTruthy();
  const link = new URL(mail.link);
  return { mail, link, token: link.searchParams.get('token')! };
}

const members = async (token = tokens.admin) =>
  (await call(api, 'GET', `/v3/accounts/${DEMO}/members`, token)).body.items as {
    id: string;
    email: string;
    status: string;
    role: string;
  }[];

describe('POST /v3/accounts/{accountId}/invitations', () => {
  it('lets the administrator invite: a pending member and a mail with the accept link, in the requested language', async () => {
    const email = freshEmail();
    const { status, body } = await call(api, 'POST', INVITE, tokens.admin, {
      name: 'Ana Maria Souza',
      email: ` ${email.toUpperCase()} `,
      language: 'es',
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({
      email,
      first_name: 'Ana',
      last_name: 'Maria Souza',
      role: 'TEAM_MEMBER',
      status: 'PENDING',
      invited_at: expect.any(String),
    });
    expect((await members()).find((m) => m.email === email)).toMatchObject({ status: 'PENDING', role: 'TEAM_MEMBER' });
    const { mail, link, token } = await invitationMail(email);
    expect(mail).toMatchObject({
      template: 'invitation',
      locale: 'es',
      subject: `Alice Admin lo invitó a ${fixture.accountName}`,
    });
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/auth/register');
    expect(token.length).toBeGreaterThan(20);
  });

  it('writes the mail in the administrator’s own language when none is asked for', async () => {
    const email = freshEmail();
    expect((await call(api, 'POST', INVITE, tokens.admin, { name: 'Paulo', email })).status).toBe(200);
    expect((await invitationMail(email)).mail.locale).toBe('pt');
  });

  it('names the problem fields: the name is required, the e-mail is required or malformed', async () => {
    const empty = await call(api, 'POST', INVITE, tokens.admin, { name: ' ', email: '' });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [
        { field: 'name', code: 'VALIDATION_FAILED' },
        { field: 'email', code: 'VALIDATION_FAILED' },
      ],
    });
    const malformed = await call(api, 'POST', INVITE, tokens.admin, { name: 'Ana', email: 'ana@' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({
      code: 'INVALID_EMAIL',
      details: [{ field: 'email', code: 'INVALID_EMAIL' }],
    });
  });

  it('refuses someone already in the account, and brokers or operations staff, with EMAIL_ALREADY_REGISTERED', async () => {
    for (const email of [
      fixture.emails.member,
      fixture.emails.admin,
      'corretor@demo.local',
      fixture.emails.brokerInvited,
      'ops@demo.local',
    ]) {
      const { status, body } = await call(api, 'POST', INVITE, tokens.admin, { name: 'X', email });
      expect(status, email).toBe(409);
      expect(body.code, email).toBe('EMAIL_ALREADY_REGISTERED');
    }
  });

  it('refuses the team member, brokers and operations with FORBIDDEN, the guest with AUTH_REQUIRED', async () => {
    for (const role of ['member', 'broker', 'brokerInvited', 'operations'] as const) {
      const email = freshEmail();
      const { status, body } = await call(api, 'POST', INVITE, tokens[role], { name: 'X', email });
      expect(status, role).toBe(403);
      expect(body.code, role).toBe('FORBIDDEN');
      expect((await call(api, 'GET', `/v3/dev/mailbox/messages?to=${email}`)).body.items).toEqual([]);
    }
    expect((await call(api, 'POST', INVITE, undefined, { name: 'X', email: freshEmail() })).status).toBe(401);
  });

  it('answers NOT_FOUND to the administrator of another account', async () => {
    const email = freshEmail();
    const { status, body } = await call(api, 'POST', INVITE, tokens.otherAdmin, { name: 'X', email });
    expect(status).toBe(404);
    expect(body.code).toBe('NOT_FOUND');
    expect((await members()).some((m) => m.email === email)).toBe(false);
  });
});

describe('accepting an invitation', () => {
  it('shows who is invited where, takes name and password, enables the membership and lets the person sign in', async () => {
    const email = freshEmail();
    await call(api, 'POST', INVITE, tokens.admin, { name: 'Bia', email });
    const { token } = await invitationMail(email);

    const preview = await call(api, 'GET', `/v3/invitations/${token}`);
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({
      account_name: fixture.accountName,
      email,
      first_name: 'Bia',
      last_name: '',
      needs_password: true,
    });

    // Before accepting, the invited person cannot sign in.
    const { uid } = await startAuthorization(api);
    expect((await submitLogin(api, uid, email, 'Segura!2026')).status).toBe(401);

    const weak = await call(api, 'POST', '/v3/invitations/accept', undefined, {
      token,
      name: 'Beatriz Lima',
      password: 'short',
    });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({
      code: 'PASSWORD_TOO_WEAK',
      details: [{ field: 'password', code: 'PASSWORD_TOO_WEAK' }],
    });
    const missing = await call(api, 'POST', '/v3/invitations/accept', undefined, { token });
    expect(missing.status).toBe(400);
    expect(missing.body.details).toEqual([
      { field: 'name', code: 'VALIDATION_FAILED' },
      { field: 'password', code: 'VALIDATION_FAILED' },
    ]);

    const accepted = await call(api, 'POST', '/v3/invitations/accept', undefined, {
      token,
      name: 'Beatriz Lima',
      password: 'Segura!2026',
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body).toEqual({ email });
    expect((await members()).find((m) => m.email === email)?.status).toBe('ENABLED');

    const again = await call(api, 'POST', '/v3/invitations/accept', undefined, {
      token,
      name: 'X',
      password: 'Outra!2026',
    });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('LINK_INVALID');
    expect((await call(api, 'GET', `/v3/invitations/${token}`)).body.code).toBe('LINK_INVALID');

    const member = await signIn(api, email, 'Segura!2026');
    const me = await call(api, 'GET', '/v3/me', member.access_token);
    expect(me.body).toMatchObject({ role: 'TEAM_MEMBER', user: { first_name: 'Beatriz', last_name: 'Lima' } });
    expect(me.body.accounts.map((a: { id: string }) => a.id)).toEqual([DEMO]);
    const invite = await call(api, 'POST', INVITE, member.access_token, { name: 'Y', email: freshEmail() });
    expect(invite.status).toBe(403);
  });

  it('asks a person who already has a password for nothing but the link', async () => {
    const existing = fixture.emails.existing;
    await call(api, 'POST', INVITE, tokens.admin, { name: 'Eva', email: existing });
    const { token } = await invitationMail(existing);
    expect((await call(api, 'GET', `/v3/invitations/${token}`)).body).toMatchObject({
      email: existing,
      first_name: 'Eva',
      last_name: 'Existente',
      needs_password: false,
    });
    const accepted = await call(api, 'POST', '/v3/invitations/accept', undefined, { token });
    expect(accepted.status).toBe(200);
    const eva = await signIn(api, existing);
    const me = await call(api, 'GET', '/v3/me', eva.access_token);
    expect(me.body.accounts).toHaveLength(2);
    expect(me.body.accounts.map((a: { id: string }) => a.id)).toContain(DEMO);
  });

  it('answers LINK_INVALID to an unknown token', async () => {
    const { status, body } = await call(api, 'GET', '/v3/invitations/not-a-real-token-at-all');
    expect(status).toBe(400);
    expect(body.code).toBe('LINK_INVALID');
  });
});

describe('POST /v3/accounts/{accountId}/members/{memberId}/resend-invitation', () => {
  it('mails a new link and the old one stops working', async () => {
    const email = freshEmail();
    const invited = await call(api, 'POST', INVITE, tokens.admin, { name: 'Caio', email });
    const first = (await invitationMail(email)).token;
    const resent = await call(
      api,
      'POST',
      `/v3/accounts/${DEMO}/members/${invited.body.id}/resend-invitation?language=en`,
      tokens.admin,
    );
    expect(resent.status).toBe(200);
    expect(resent.body.status).toBe('PENDING');
    const { token: second, mail } = await invitationMail(email);
    expect(second).not.toBe(first);
    expect(mail.locale).toBe('en');
    expect((await call(api, 'GET', `/v3/invitations/${first}`)).body.code).toBe('LINK_INVALID');
    expect((await call(api, 'GET', `/v3/invitations/${second}`)).status).toBe(200);
  });

  it('resends only pending invitations', async () => {
    const { status, body } = await call(
      api,
      'POST',
      `/v3/accounts/${DEMO}/members/${MEMBER_MEMBERSHIP}/resend-invitation`,
      tokens.admin,
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ field: 'status', code: 'VALIDATION_FAILED' }],
    });
  });

  it('refuses everyone but the administrator, and hides other tenants’ ids', async () => {
    const email = freshEmail();
    const { body: pending } = await call(api, 'POST', INVITE, tokens.admin, { name: 'Duda', email });
    const path = `/v3/accounts/${DEMO}/members/${pending.id}/resend-invitation`;
    for (const role of ['member', 'broker', 'brokerInvited', 'operations'] as const) {
      const { status, body } = await call(api, 'POST', path, tokens[role]);
      expect(status, role).toBe(403);
      expect(body.code, role).toBe('FORBIDDEN');
    }
    expect((await call(api, 'POST', path)).status).toBe(401);
    expect((await call(api, 'POST', path, tokens.otherAdmin)).status).toBe(404);
    // A member id of another account under my own account id.
    const foreign = await call(
      api,
      'POST',
      `/v3/accounts/${DEMO}/members/${OTHER_ACCOUNT_MEMBERSHIP}/resend-invitation`,
      tokens.admin,
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('NOT_FOUND');
    // Only the administrator's own resend would have sent a second mail.
    expect((await call(api, 'GET', `/v3/dev/mailbox/messages?to=${email}`)).body.items).toHaveLength(1);
  });
});

describe('DELETE /v3/accounts/{accountId}/members/{memberId}', () => {
  it('removes a member, whose access ends at once', async () => {
    const email = freshEmail();
    const invited = await call(api, 'POST', INVITE, tokens.admin, { name: 'Eva', email });
    await call(api, 'POST', '/v3/invitations/accept', undefined, {
      token: (await invitationMail(email)).token,
      name: 'Eva Reis',
      password: 'Segura!2026',
    });
    const eva = (await signIn(api, email, 'Segura!2026')).access_token;
    expect((await call(api, 'GET', '/v3/policies', eva)).status).toBe(200);

    const removed = await call(api, 'DELETE', `/v3/accounts/${DEMO}/members/${invited.body.id}`, tokens.admin);
    expect(removed).toEqual({ status: 200, body: { removed: true } });
    expect((await members()).some((m) => m.email === email)).toBe(false);
    // Same token, next request: the principal is loaded per request.
    expect((await call(api, 'GET', '/v3/policies', eva)).status).toBe(403);
    expect((await call(api, 'GET', `/v3/accounts/${DEMO}/members`, eva)).status).toBe(403);
  });

  it('withdraws a pending invitation: its link stops working and the e-mail is free again', async () => {
    const email = freshEmail();
    const invited = await call(api, 'POST', INVITE, tokens.admin, { name: 'Fabio', email });
    const { token } = await invitationMail(email);
    expect((await call(api, 'DELETE', `/v3/accounts/${DEMO}/members/${invited.body.id}`, tokens.admin)).status).toBe(
      200,
    );
    expect((await call(api, 'GET', `/v3/invitations/${token}`)).body.code).toBe('LINK_INVALID');
    expect(
      (await call(api, 'POST', '/v3/invitations/accept', undefined, { token, name: 'Fabio', password: 'Segura!2026' }))
        .body.code,
    ).toBe('LINK_INVALID');
    expect((await call(api, 'POST', INVITE, tokens.admin, { name: 'Fabio', email })).status).toBe(200);
  });

  it('never removes the administrator (changed only through support)', async () => {
    const { status, body } = await call(
      api,
      'DELETE',
      `/v3/accounts/${DEMO}/members/${ADMIN_MEMBERSHIP}`,
      tokens.admin,
    );
    expect(status).toBe(403);
    expect(body.code).toBe('FORBIDDEN');
    expect((await members()).find((m) => m.id === ADMIN_MEMBERSHIP)?.role).toBe('ACCOUNT_ADMIN');
  });

  it('refuses everyone but the administrator, and hides other tenants’ ids', async () => {
    const path = `/v3/accounts/${DEMO}/members/${MEMBER_MEMBERSHIP}`;
    for (const role of ['member', 'broker', 'brokerInvited', 'operations'] as const) {
      const { status, body } = await call(api, 'DELETE', path, tokens[role]);
      expect(status, role).toBe(403);
      expect(body.code, role).toBe('FORBIDDEN');
    }
    expect((await call(api, 'DELETE', path)).status).toBe(401);
    const other = await call(api, 'DELETE', path, tokens.otherAdmin);
    expect(other.status).toBe(404);
    expect(other.body.code).toBe('NOT_FOUND');
    const foreign = await call(api, 'DELETE', `/v3/accounts/${DEMO}/members/${OTHER_ACCOUNT_MEMBERSHIP}`, tokens.admin);
    expect(foreign.status).toBe(404);
    // Nothing was removed: the member is still in the account, the other admin still in theirs.
    expect((await members()).some((m) => m.id === MEMBER_MEMBERSHIP)).toBe(true);
    expect(
      (await call(api, 'GET', `/v3/accounts/${fixture.otherAccountId}/members`, tokens.otherAdmin)).body.items.map(
        (m: { id: string }) => m.id,
      ),
    ).toContain(OTHER_ACCOUNT_MEMBERSHIP);
  });
});
