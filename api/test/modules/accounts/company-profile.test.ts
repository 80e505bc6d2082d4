// Company profile and billing e-mail (spec sections 3 and 6): every member reads, only the
// account administrator writes, other tenants and other audiences never see the data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/app';
import { call, teamFixture, type RoleKey, type TeamFixture } from '../../support/role-tokens';

let api: TestApp;
let tokens: Record<RoleKey, string>;
let fixture: TeamFixture;
let PROFILE: string;
let BILLING: string;
beforeAll(async () => {
  api = await startTestApp();
  fixture = await teamFixture(api);
  tokens = fixture.tokens;
  PROFILE = `/v3/accounts/${fixture.accountId}/profile`;
  BILLING = `/v3/accounts/${fixture.accountId}/billing-email`;
});
afterAll(async () => api?.close());

const change = (version: number, overrides: Record<string, unknown> = {}) => ({
  name: 'Demo Tech',
  legal_name: 'Equipe Teste Ltda',
  websites: ['demo-tecnologia.example', 'https://blog.demo-tecnologia.example/'],
  no_website: false,
  total_employees: 42,
  capital_raised: '1500000.00',
  financing_obtained: true,
  annual_revenue_band: 'FROM_1M_TO_5M',
  activity: 'SOFTWARE_DEVELOPMENT_INTERNAL',
  main_domain: 'demo-tecnologia.example',
  start_of_operations: '2015-03-01',
  address: {
    street: 'Avenida Brasil',
    number: '100',
    detail: 'Sala 2',
    neighborhood: 'Centro',
    city: 'São Paulo',
    state: 'SP',
    zip_code: '01000-000',
  },
  version,
  ...overrides,
});

const currentVersion = async () => (await call(api, 'GET', PROFILE, tokens.admin)).body.version as number;
const billingVersion = async () => (await call(api, 'GET', PROFILE, tokens.admin)).body.billing_email_version as number;

describe('GET /v3/accounts/{accountId}/profile', () => {
  it('shows the administrator the profile, the tax id and that they may edit', async () => {
    const { status, body } = await call(api, 'GET', PROFILE, tokens.admin);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      account_id: fixture.accountId,
      legal_name: fixture.accountName,
      tax_id_type: 'CNPJ',
      tax_id: expect.stringMatching(/^\d{14}$/),
      websites: ['https://equipe.example'],
      billing_email: 'financeiro@equipe.example',
      owner_email: fixture.emails.admin,
      can_edit: true,
      version: expect.any(Number),
    });
    expect(body.address).toEqual({
      street: expect.any(String),
      number: expect.any(String),
      detail: expect.any(String),
      neighborhood: expect.any(String),
      city: expect.any(String),
      state: expect.any(String),
      zip_code: expect.any(String),
    });
  });

  it('lets a team member read it, without editing', async () => {
    const { status, body } = await call(api, 'GET', PROFILE, tokens.member);
    expect(status).toBe(200);
    expect(body.can_edit).toBe(false);
  });

  it('refuses brokers, broker invited and operations with FORBIDDEN, and the guest with AUTH_REQUIRED', async () => {
    for (const role of ['broker', 'brokerInvited', 'operations'] as const) {
      const { status, body } = await call(api, 'GET', PROFILE, tokens[role]);
      expect(status, role).toBe(403);
      expect(body.code, role).toBe('FORBIDDEN');
    }
    const guest = await call(api, 'GET', PROFILE);
    expect(guest.status).toBe(401);
    expect(guest.body.code).toBe('AUTH_REQUIRED');
  });

  it('answers NOT_FOUND, never the data, to the administrator of another account', async () => {
    const { status, body } = await call(api, 'GET', PROFILE, tokens.otherAdmin);
    expect(status).toBe(404);
    expect(body).toEqual({ code: 'NOT_FOUND', message: expect.any(String) });
  });
});

describe('PUT /v3/accounts/{accountId}/profile', () => {
  it('saves every field for the administrator, normalised, and bumps the version', async () => {
    const version = await currentVersion();
    const { status, body } = await call(api, 'PUT', PROFILE, tokens.admin, change(version));
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({
      name: 'Demo Tech',
      websites: ['https://demo-tecnologia.example/', 'https://blog.demo-tecnologia.example/'],
      total_employees: 42,
      capital_raised: '1500000.00',
      financing_obtained: true,
      annual_revenue_band: 'FROM_1M_TO_5M',
      activity: 'SOFTWARE_DEVELOPMENT_INTERNAL',
      main_domain: 'demo-tecnologia.example',
      start_of_operations: '2015-03-01',
      address: {
        street: 'Avenida Brasil',
        number: '100',
        detail: 'Sala 2',
        neighborhood: 'Centro',
        city: 'São Paulo',
        state: 'SP',
        zip_code: '01000-000',
      },
      version: version + 1,
    });
    const again = await call(api, 'GET', PROFILE, tokens.member);
    expect(again.body.address.city).toBe('São Paulo');
    // The single-site field other screens show follows the first address.
    const me = await call(api, 'GET', '/v3/me', tokens.admin);
    expect(me.body.accounts[0].website).toBe('https://demo-tecnologia.example/');
  });

  it('keeps fields left blank as null, never as zero, "no" or an empty text', async () => {
    const blank = {
      total_employees: null,
      capital_raised: null,
      financing_obtained: null,
      annual_revenue_band: null,
      activity: null,
      main_domain: null,
      start_of_operations: null,
    };
    const { status, body } = await call(api, 'PUT', PROFILE, tokens.admin, change(await currentVersion(), blank));
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject(blank);
    const zero = await call(
      api,
      'PUT',
      PROFILE,
      tokens.admin,
      change(body.version, { total_employees: 0, financing_obtained: false }),
    );
    expect(zero.body).toMatchObject({ total_employees: 0, financing_obtained: false });
  });

  it('accepts "I don\'t have a website" with no address', async () => {
    const { status, body } = await call(
      api,
      'PUT',
      PROFILE,
      tokens.admin,
      change(await currentVersion(), { websites: [], no_website: true }),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ websites: [], no_website: true });
  });

  it('refuses an invalid URL with INVALID_URL on that field and saves nothing', async () => {
    const version = await currentVersion();
    const { status, body } = await call(
      api,
      'PUT',
      PROFILE,
      tokens.admin,
      change(version, { name: 'Should not be saved', websites: ['demo.example', 'not a url'] }),
    );
    expect(status).toBe(400);
    expect(body).toEqual({
      code: 'INVALID_URL',
      message: expect.any(String),
      details: [{ field: 'websites.1', code: 'INVALID_URL' }],
    });
    const after = await call(api, 'GET', PROFILE, tokens.admin);
    expect(after.body.name).not.toBe('Should not be saved');
    expect(after.body.version).toBe(version);
  });

  it('names every problem field, with VALIDATION_FAILED when they differ', async () => {
    const { status, body } = await call(
      api,
      'PUT',
      PROFILE,
      tokens.admin,
      change(await currentVersion(), { legal_name: ' ', main_domain: 'nope', total_employees: -3 }),
    );
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details).toEqual(
      expect.arrayContaining([
        { field: 'legal_name', code: 'VALIDATION_FAILED' },
        { field: 'main_domain', code: 'INVALID_URL' },
        { field: 'total_employees', code: 'VALIDATION_FAILED' },
      ]),
    );
  });

  it('refuses a save based on an old version with STALE_VERSION', async () => {
    const version = await currentVersion();
    expect((await call(api, 'PUT', PROFILE, tokens.admin, change(version))).status).toBe(200);
    const stale = await call(api, 'PUT', PROFILE, tokens.admin, change(version, { name: 'Lost update' }));
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'STALE_VERSION', current: { version: version + 1, name: 'Demo Tech' } });
  });

  it('refuses the team member, brokers and operations with FORBIDDEN, the guest with AUTH_REQUIRED', async () => {
    const version = await currentVersion();
    for (const role of ['member', 'broker', 'brokerInvited', 'operations'] as const) {
      const { status, body } = await call(api, 'PUT', PROFILE, tokens[role], change(version, { name: `by ${role}` }));
      expect(status, role).toBe(403);
      expect(body.code, role).toBe('FORBIDDEN');
    }
    expect((await call(api, 'PUT', PROFILE, undefined, change(version))).status).toBe(401);
    expect((await call(api, 'GET', PROFILE, tokens.admin)).body.version).toBe(version);
  });

  it('answers NOT_FOUND to the administrator of another account and changes nothing', async () => {
    const version = await currentVersion();
    const { status, body } = await call(api, 'PUT', PROFILE, tokens.otherAdmin, change(version, { name: 'Hijacked' }));
    expect(status).toBe(404);
    expect(body.code).toBe('NOT_FOUND');
    expect((await call(api, 'GET', PROFILE, tokens.admin)).body.name).not.toBe('Hijacked');
  });
});

describe('PUT /v3/accounts/{accountId}/billing-email', () => {
  it('sets and clears the billing e-mail for the administrator', async () => {
    const version = await billingVersion();
    const set = await call(api, 'PUT', BILLING, tokens.admin, { billing_email: ' Pagamentos@Demo.example ', version });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ billing_email: 'pagamentos@demo.example', billing_email_version: version + 1 });
    const cleared = await call(api, 'PUT', BILLING, tokens.admin, { billing_email: '', version: version + 1 });
    expect(cleared.status).toBe(200);
    // With none set, only the policyholder gets payment e-mails.
    expect(cleared.body).toMatchObject({ billing_email: null, owner_email: fixture.emails.admin });
  });

  it('refuses a malformed address with INVALID_EMAIL on the field', async () => {
    const { status, body } = await call(api, 'PUT', BILLING, tokens.admin, {
      billing_email: 'financeiro@',
      version: await billingVersion(),
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      code: 'INVALID_EMAIL',
      message: expect.any(String),
      details: [{ field: 'billing_email', code: 'INVALID_EMAIL' }],
    });
  });

  it('refuses a save based on an old version with STALE_VERSION and the current values, changing nothing', async () => {
    const version = await billingVersion();
    const companyVersion = await currentVersion();
    expect(
      (await call(api, 'PUT', BILLING, tokens.admin, { billing_email: 'first@demo.example', version })).status,
    ).toBe(200);
    const stale = await call(api, 'PUT', BILLING, tokens.admin, { billing_email: 'lost@demo.example', version });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'STALE_VERSION',
      current: { billing_email: 'first@demo.example', billing_email_version: version + 1 },
    });
    const now = (await call(api, 'GET', PROFILE, tokens.admin)).body;
    expect(now).toMatchObject({ billing_email: 'first@demo.example', billing_email_version: version + 1 });
    // The billing e-mail has its own version: saving it does not make the company form stale.
    expect(now.version).toBe(companyVersion);
  });

  it('refuses everyone but the administrator, and hides other tenants', async () => {
    const version = await billingVersion();
    for (const role of ['member', 'broker', 'brokerInvited', 'operations'] as const) {
      const { status, body } = await call(api, 'PUT', BILLING, tokens[role], { billing_email: 'x@y.example', version });
      expect(status, role).toBe(403);
      expect(body.code, role).toBe('FORBIDDEN');
    }
    expect((await call(api, 'PUT', BILLING, undefined, { billing_email: 'x@y.example', version })).status).toBe(401);
    const other = await call(api, 'PUT', BILLING, tokens.otherAdmin, { billing_email: 'x@y.example', version });
    expect(other.status).toBe(404);
    expect((await call(api, 'GET', PROFILE, tokens.admin)).body.billing_email).not.toBe('x@y.example');
  });
});
