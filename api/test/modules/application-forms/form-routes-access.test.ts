// Every application-forms route, and the guest's, refuses who may not use it: no token, the other
// tenant, a guest's link outside its own form, and a revoked link; each refusal a catalogue code.
// And a Mexican individual's questionnaire asks for an RFC and refuses an invalid one.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@platform/domain';
import { accounts, memberships, users } from '../../../src/db/schema';
import { hashPassword } from '../../../src/lib/auth/passwords';
import { startTestApp, type TestApp } from '../../support/app';
import { call, teamFixture, type TeamFixture } from '../../support/role-tokens';
import { bodyOf, DEMO_PASSWORD, signIn } from '../../support/sign-in';

let api: TestApp;
let team: TeamFixture;
/** The admin's form (shared with a guest), and the other tenant's form. */
let form: { id: string; version: number };
let otherForm: { id: string; version: number };
let shareId: string;
let token: string;

const mailsTo = async (email: string) =>
  (await api.fetch(`/v3/dev/mailbox/messages?to=${encodeURIComponent(email)}`).then(bodyOf)).items as {
    link: string;
  }[];

beforeAll(async () => {
  api = await startTestApp();
  team = await teamFixture(api);
  form = (await call(api, 'POST', '/v3/application-forms', team.tokens.admin, { products: ['CYBER'] })).body;
  otherForm = (await call(api, 'POST', '/v3/application-forms', team.tokens.otherAdmin, { products: ['D_AND_O'] }))
    .body;
  const guest = `guest-${randomBytes(4).toString('hex')}@access.example`;
  const shared = await call(api, 'POST', `/v3/application-forms/${form.id}/shares`, team.tokens.admin, {
    email: guest,
  });
  expect(shared.status).toBe(200);
  shareId = shared.body.id;
  token = new URL((await mailsTo(guest))[0]!.link).searchParams.get('token')!;
}, 120_000);
afterAll(async () => api?.close());

/** Every route of one form, with a body it would accept from someone allowed. */
const formRoutes = () => [
  { method: 'GET', path: `/v3/application-forms/${form.id}` },
  { method: 'PATCH', path: `/v3/application-forms/${form.id}`, body: { version: 1, answers: {} } },
  { method: 'POST', path: `/v3/application-forms/${form.id}/finish`, body: { version: 1 } },
  { method: 'GET', path: `/v3/application-forms/${form.id}/shares` },
  { method: 'POST', path: `/v3/application-forms/${form.id}/shares`, body: { email: 'x@access.example' } },
  { method: 'DELETE', path: `/v3/application-forms/${form.id}/shares/${shareId}` },
];

const expectCatalogued = (response: { status: number; body: { code?: string } }) => {
  expect(response.status).toBeLessThan(500);
  expect(Object.keys(ERROR_CODES)).toContain(response.body.code);
};

describe('every route refuses', () => {
  it('a request with no token (401), the account-wide routes included', async () => {
    const routes = [
      ...formRoutes(),
      { method: 'GET', path: '/v3/application-forms' },
      { method: 'POST', path: '/v3/application-forms', body: { products: ['CYBER'] } },
    ];
    for (const route of routes) {
      const response = await call(api, route.method, route.path, undefined, route.body);
      expect(response.status, `${route.method} ${route.path}`).toBe(401);
      expectCatalogued(response);
    }
  });

  it('the other tenant (404, the form is not revealed) and lists only its own forms', async () => {
    for (const route of formRoutes()) {
      const response = await call(api, route.method, route.path, team.tokens.otherAdmin, route.body);
      expect(response.status, `${route.method} ${route.path}`).toBe(404);
      expect(response.body.code).toBe('NOT_FOUND');
    }
    const list = await call(api, 'GET', '/v3/application-forms', team.tokens.otherAdmin);
    expect(list.body.items.map((item: { id: string }) => item.id)).toEqual([otherForm.id]);
    const unchanged = await call(api, 'GET', `/v3/application-forms/${form.id}`, team.tokens.admin);
    expect(unchanged.body.version).toBe(form.version);
  });

  it('a guest link outside its form: not a bearer token, and it opens only its own form', async () => {
    for (const route of [
      ...formRoutes(),
      { method: 'GET', path: `/v3/application-forms/${otherForm.id}` },
      { method: 'GET', path: '/v3/application-forms' },
    ]) {
      const response = await call(api, route.method, route.path, token, route.body);
      expect(response.status, `${route.method} ${route.path}`).toBe(401);
      expectCatalogued(response);
    }
    const opened = await api.fetch('/v3/shared-forms/current', { headers: { 'x-share-token': token } });
    expect((await bodyOf(opened)).id).toBe(form.id);
    // The guest's save lands on its form, whatever it names: the other tenant's form is untouched.
    const saved = await api.fetch(`/v3/shared-forms/current?id=${otherForm.id}`, {
      method: 'PATCH',
      headers: { 'x-share-token': token, 'content-type': 'application/json' },
      body: JSON.stringify({ version: form.version, answers: { 'cyber.mfa_email': true } }),
    });
    expect(saved.status).toBe(200);
    const savedForm = await bodyOf(saved);
    expect(savedForm.id).toBe(form.id);
    form = savedForm;
    const other = await call(api, 'GET', `/v3/application-forms/${otherForm.id}`, team.tokens.otherAdmin);
    expect(other.body.version).toBe(otherForm.version);
    expect(other.body.answers['cyber.mfa_email']).toBeUndefined();
    // A guest may not finish or share: those need a signed-in applicant.
    const finish = await api.fetch('/v3/shared-forms/current/finish', {
      method: 'POST',
      headers: { 'x-share-token': token, 'content-type': 'application/json' },
      body: JSON.stringify({ version: form.version }),
    });
    expect(finish.status).toBe(404);
  });

  it('a shared-forms request with no link or an unknown one', async () => {
    const none = await call(api, 'GET', '/v3/shared-forms/current');
    expect(none.status).toBe(400);
    expectCatalogued(none);
    for (const method of ['GET', 'PATCH']) {
      const unknown = await api.fetch('/v3/shared-forms/current', {
        method,
        headers: { 'x-share-token': 'not-a-link', 'content-type': 'application/json' },
        body: method === 'PATCH' ? JSON.stringify({ version: 1, answers: {} }) : undefined,
      });
      expect(unknown.status).toBe(404);
      expect((await bodyOf(unknown)).code).toBe('SHARE_LINK_INVALID');
    }
  });

  it('a revoked link, for reading and for saving', async () => {
    const revoked = await call(api, 'DELETE', `/v3/application-forms/${form.id}/shares/${shareId}`, team.tokens.admin);
    expect(revoked.status).toBe(200);
    for (const method of ['GET', 'PATCH']) {
      const response = await api.fetch('/v3/shared-forms/current', {
        method,
        headers: { 'x-share-token': token, 'content-type': 'application/json' },
        body:
          method === 'PATCH'
            ? JSON.stringify({ version: form.version, answers: { 'cyber.backups': true } })
            : undefined,
      });
      expect(response.status, method).toBe(404);
      expect((await bodyOf(response)).code).toBe('SHARE_LINK_INVALID');
    }
    const seen = await call(api, 'GET', `/v3/application-forms/${form.id}`, team.tokens.admin);
    expect(seen.body.answers['cyber.backups']).toBeUndefined();
  });
});

describe("a Mexican individual's questionnaire", () => {
  let mexican: string;
  let started: { id: string; version: number; tax_id_type: string };

  beforeAll(async () => {
    const db = api.app.database.db;
    const run = `${Date.now()}${randomBytes(2).toString('hex')}`;
    const email = `persona-${run}@access.example.mx`;
    const [user] = await db
      .insert(users)
      .values({ email, first_name: 'Eduardo', last_name: 'Gómez', password_hash: await hashPassword(DEMO_PASSWORD) })
      .returning();
    const [account] = await db
      .insert(accounts)
      .values({
        kind: 'individual',
        country: 'mx',
        tax_id_type: 'RFC',
        tax_id: `GODE${run.slice(-9)}`,
        legal_name: 'Eduardo Gómez Díaz',
        owner_email: email,
      })
      .returning();
    await db.insert(memberships).values({ user_id: user!.id, account_id: account!.id, role: 'ACCOUNT_ADMIN' });
    mexican = (await signIn(api, email)).access_token;
    started = (await call(api, 'POST', '/v3/application-forms', mexican, { products: ['CYBER'] })).body;
  });

  it('asks for an RFC, where a Brazilian company is asked for its CNPJ', async () => {
    expect(started.tax_id_type).toBe('RFC');
    const brazilian = await call(api, 'GET', `/v3/application-forms/${form.id}`, team.tokens.admin);
    expect(brazilian.body.tax_id_type).toBe('CNPJ');
  });

  it('refuses an invalid RFC (and a CNPJ) with INVALID_TAX_ID on the field, and keeps a valid one', async () => {
    for (const wrong of ['ABC123', '11.222.333/0001-81']) {
      const refused = await call(api, 'PATCH', `/v3/application-forms/${started.id}`, mexican, {
        version: started.version,
        answers: { 'company.tax_id': wrong },
      });
      expect(refused.status, wrong).toBe(400);
      expect(refused.body.details).toEqual([{ field: 'company.tax_id', code: 'INVALID_TAX_ID' }]);
    }
    const saved = await call(api, 'PATCH', `/v3/application-forms/${started.id}`, mexican, {
      version: started.version,
      answers: { 'company.tax_id': 'GODE561231GR8' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.answers['company.tax_id']).toBe('GODE561231GR8');
  });
});
