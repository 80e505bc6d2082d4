// Authorization on the server, per request and per record: role (customer or broker), tenant
// (account), and the shapes the front ends read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { fromCents } from '@platform/domain';
import { brokerCustomers, quotes } from '../../../src/db/schema';
import { ACCOUNT_IDS, BROKER_ID, COUNTRY_DEMO, mexicoCheckout, USA_CHARGES } from '../../../src/seed/demo-data';
import { BROKER_BOOK } from '../../../src/seed/demo/broker-book';
import { DEMO_PAY_INVOICES } from '../../../src/seed/demo/pay-invoices';
import { DEMO_PAYMENTS } from '../../../src/seed/demo/payments';
import { startTestApp, type TestApp } from '../../support/app';
import { apiGet, bodyOf, signIn } from '../../support/sign-in';

let api: TestApp;
const tokens: Record<'cliente' | 'membro' | 'outra' | 'corretor' | 'ops' | 'vazio', string> = {
  cliente: '',
  membro: '',
  outra: '',
  corretor: '',
  ops: '',
  vazio: '',
};
beforeAll(async () => {
  api = await startTestApp();
  for (const who of Object.keys(tokens) as (keyof typeof tokens)[])
    tokens[who] = (await signIn(api, `${who}@demo.local`)).access_token;
});
afterAll(async () => api?.close());

const get = async (path: string, who: keyof typeof tokens, headers: Record<string, string> = {}) => {
  const response = await apiGet(api, path, tokens[who], headers);
  return { status: response.status, body: await bodyOf(response) };
};

// Demo records (api/src/seed/demo-data.ts): cliente's account owns policies 701, 702 and claims 801-804; outra's owns policy 703.
const CLIENTE_POLICY = '00000000-0000-4000-8000-000000000701';
const CLIENTE_CLAIM = '00000000-0000-4000-8000-000000000801';
const OUTRA_POLICY = '00000000-0000-4000-8000-000000000703';

describe('GET /v3/me', () => {
  it('describes a customer: user, role and accounts, no broker', async () => {
    const { status, body } = await get('/v3/me', 'cliente');
    expect(status).toBe(200);
    expect(body.user).toEqual({
      id: expect.any(String),
      email: 'cliente@demo.local',
      first_name: 'Carla',
      last_name: 'Souza',
      locale: 'pt-BR',
    });
    expect(body.role).toBe('ACCOUNT_ADMIN');
    expect(body.broker).toBeNull();
    expect(body.accounts).toHaveLength(1);
    expect(body.accounts[0]).toMatchObject({
      id: ACCOUNT_IDS.demo,
      legal_name: 'Demo Tecnologia Ltda',
      kind: 'company',
      country: 'br',
      tax_id_type: 'CNPJ',
      tax_id: '16727230000197',
      role: 'ACCOUNT_ADMIN',
      billing_email: 'financeiro@demo.local',
      owner_email: 'cliente@demo.local',
      user_kam: 'Juliana Prado',
    });
  });

  it('describes a broker: role BROKER and the broker with its contact fields', async () => {
    const { status, body } = await get('/v3/me', 'corretor');
    expect(status).toBe(200);
    expect(body.role).toBe('BROKER');
    expect(body.accounts).toEqual([]);
    expect(body.broker).toMatchObject({
      legal_name: 'Demo Corretora de Seguros',
      status: 'APPROVED',
      role: 'BROKER',
      owner_email: 'corretor@demo.local',
      phone: '+55 11 4000-0000',
      website: 'https://corretora.example',
      needs_bank_info: false,
    });
  });

  it('describes a team member and an operations user by their role', async () => {
    expect((await get('/v3/me', 'membro')).body.role).toBe('TEAM_MEMBER');
    expect((await get('/v3/me', 'ops')).body.role).toBe('OPERATIONS');
  });
});

describe('roles', () => {
  it('refuses customer routes to a broker with 403 FORBIDDEN', async () => {
    for (const path of ['/v3/policies', '/v3/claims', '/v3/quotes', '/v3/application-forms', '/v3/cyber/reports']) {
      const { status, body } = await get(path, 'corretor');
      expect(status, path).toBe(403);
      expect(body, path).toEqual({ code: 'FORBIDDEN', message: expect.any(String) });
    }
  });

  it('refuses broker routes to a customer with 403 FORBIDDEN', async () => {
    const { status, body } = await get('/v3/broker/companies', 'cliente');
    expect(status).toBe(403);
    expect(body.code).toBe('FORBIDDEN');
    expect((await get(`/v3/broker/companies/${ACCOUNT_IDS.outra}`, 'cliente')).status).toBe(403);
  });
});

describe('tenants', () => {
  it('lets a customer see only their own account’s policies', async () => {
    const mine = await get('/v3/policies', 'cliente');
    expect(mine.status).toBe(200);
    expect(mine.body.items.map((policy: { id: string }) => policy.id).sort()).toEqual([
      CLIENTE_POLICY,
      '00000000-0000-4000-8000-000000000702',
      // The E&O policy waiting for its first instalment (seed/demo/payments.ts).
      DEMO_PAYMENTS.pendingPolicy,
      // Paying by Pix or boleto: the policy to pay and the one in every payment status (seed/demo/pay-invoices.ts).
      DEMO_PAY_INVOICES.payPolicy,
      DEMO_PAY_INVOICES.statusPolicy,
    ]);
    for (const policy of mine.body.items) expect(policy.account_id).toBe(ACCOUNT_IDS.demo);
    const theirs = await get('/v3/policies', 'outra');
    // Outra's own policy and its active cyber policy (seed/demo/broker-book.ts).
    expect(theirs.body.items.map((policy: { id: string }) => policy.id).sort()).toEqual(
      [OUTRA_POLICY, BROKER_BOOK.cyberPolicy].sort(),
    );
    expect((await get('/v3/policies', 'vazio')).body).toEqual({ items: [] });
  });

  it('lets a customer see only their own account’s claims, in the list shape the claims screen reads', async () => {
    const mine = await get('/v3/claims', 'cliente');
    expect(mine.status).toBe(200);
    // The seeded claims, one in every status (other test files may add more on a shared database).
    expect(mine.body.items.map((claim: { id: string }) => claim.id)).toEqual(
      expect.arrayContaining([801, 802, 803, 804].map((n) => `00000000-0000-4000-8000-000000000${n}`)),
    );
    for (const claim of mine.body.items) {
      expect(claim).toMatchObject({
        id: expect.any(String),
        protocol_number: expect.stringMatching(/^SIN-/),
        type: expect.any(String),
        status: expect.any(String),
        updated_at: expect.any(String),
      });
      expect(claim.account_id).toBe(ACCOUNT_IDS.demo);
    }
    const theirs = (await get('/v3/claims', 'outra')).body.items as { account_id: string }[];
    expect(theirs.filter((claim) => claim.account_id !== ACCOUNT_IDS.outra)).toEqual([]);
    expect((await get(`/v3/claims/${CLIENTE_CLAIM}`, 'cliente')).body.protocol_number).toBe('SIN-2026-00000001');
  });

  it('answers another tenant’s policy id with 404 NOT_FOUND and none of its data', async () => {
    const response = await apiGet(api, `/v3/policies/${CLIENTE_POLICY}`, tokens.outra);
    expect(response.status).toBe(404);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ code: 'NOT_FOUND', message: expect.any(String) });
    expect(text).not.toMatch(/DO-2026|Seguradora|5000000/);
    // The same id is there for its owner.
    expect((await get(`/v3/policies/${CLIENTE_POLICY}`, 'cliente')).body.policy_number).toBe('DO-2026-000123');
  });

  it('answers another tenant’s claim id with 404 NOT_FOUND', async () => {
    const { status, body } = await get(`/v3/claims/${CLIENTE_CLAIM}`, 'outra');
    expect(status).toBe(404);
    expect(body).toEqual({ code: 'NOT_FOUND', message: expect.any(String) });
  });

  it('answers x-account-id naming another tenant with 404 NOT_FOUND', async () => {
    for (const path of ['/v3/policies', '/v3/claims', `/v3/policies/${OUTRA_POLICY}`]) {
      const { status, body } = await get(path, 'cliente', { 'x-account-id': ACCOUNT_IDS.outra });
      expect(status, path).toBe(404);
      expect(body.code, path).toBe('NOT_FOUND');
    }
    // Naming their own account is the same as naming none.
    expect((await get('/v3/policies', 'cliente', { 'x-account-id': ACCOUNT_IDS.demo })).body.items).toHaveLength(5);
  });

  it('refuses a malformed x-account-id with 400 VALIDATION_FAILED instead of acting on the first account', async () => {
    for (const wanted of ['', ' ', 'not-an-id', `${ACCOUNT_IDS.demo}, ${ACCOUNT_IDS.outra}`]) {
      for (const path of ['/v3/policies', '/v3/claims', `/v3/accounts/${ACCOUNT_IDS.demo}/profile`]) {
        const { status, body } = await get(path, 'cliente', { 'x-account-id': wanted });
        expect(status, `${path} ${JSON.stringify(wanted)}`).toBe(400);
        expect(body, path).toEqual({
          code: 'VALIDATION_FAILED',
          message: expect.any(String),
          details: [{ field: 'x-account-id', message: expect.any(String) }],
        });
      }
    }
  });

  it('lists the members of the caller’s account and hides other accounts’ members', async () => {
    const { status, body } = await get(`/v3/accounts/${ACCOUNT_IDS.demo}/members`, 'membro');
    expect(status).toBe(200);
    expect(body.items.map((member: { email: string }) => member.email).sort()).toEqual([
      'cliente@demo.local',
      'membro@demo.local',
    ]);
    expect(body.items.find((member: { email: string }) => member.email === 'cliente@demo.local')).toMatchObject({
      id: expect.any(String),
      full_name: 'Carla Souza',
      role: 'ACCOUNT_ADMIN',
      status: 'ENABLED',
    });
    const other = await get(`/v3/accounts/${ACCOUNT_IDS.demo}/members`, 'outra');
    expect(other.status).toBe(404);
    expect(other.body.code).toBe('NOT_FOUND');
  });

  it('shows a broker only the companies it is broker of record for', async () => {
    const { status, body } = await get('/v3/broker/companies', 'corretor');
    expect(status).toBe(200);
    // Other test files may make the demo broker the broker of record of companies of their own
    // (they share the database on PostgreSQL): the list is exactly the brokerage's companies.
    const ofRecord = await api.app.database.db
      .select({ id: brokerCustomers.account_id })
      .from(brokerCustomers)
      .where(eq(brokerCustomers.broker_id, BROKER_ID));
    const listed = body.items.map((company: { company_id: string }) => company.company_id);
    expect(listed).toEqual(expect.arrayContaining([ACCOUNT_IDS.outra, ACCOUNT_IDS.terceira]));
    expect(listed).not.toContain(ACCOUNT_IDS.demo);
    expect(new Set(listed)).toEqual(new Set(ofRecord.map((row) => row.id)));
    expect((await get(`/v3/broker/companies/${ACCOUNT_IDS.outra}`, 'corretor')).body.company_name).toBe(
      'Outra Empresa SA',
    );
    const notTheirs = await get(`/v3/broker/companies/${ACCOUNT_IDS.demo}`, 'corretor');
    expect(notTheirs.status).toBe(404);
    expect(notTheirs.body.code).toBe('NOT_FOUND');
  });
});

describe('the demo customer of each country (issue 28)', () => {
  const signedIn = async (email: string) => (await signIn(api, email)).access_token;

  it('signs in a Mexican company in Spanish with its RFC and an issued policy in MXN with IVA at 16%', async () => {
    const token = await signedIn(COUNTRY_DEMO.mx.email);
    const me = await bodyOf(await apiGet(api, '/v3/me', token));
    expect(me.user.locale).toBe('es-MX');
    expect(me.accounts[0]).toMatchObject({ country: 'mx', tax_id_type: 'RFC', tax_id: COUNTRY_DEMO.mx.taxId });
    const policies = await bodyOf(await apiGet(api, '/v3/policies', token));
    expect(policies.items).toEqual([expect.objectContaining({ id: COUNTRY_DEMO.mx.policyId, currency: 'MXN' })]);
    const invoices = await bodyOf(await apiGet(api, `/v3/policies/${COUNTRY_DEMO.mx.policyId}/invoices`, token));
    // 48,000.00 of premium and 600.00 of policy fee, with 16% of IVA on both.
    const checkout = mexicoCheckout();
    expect(checkout.taxes).toEqual([{ code: 'IVA', rate: 0.16, amount: 777_600 }]);
    expect(invoices.items).toEqual([
      expect.objectContaining({ currency: 'MXN', amount: fromCents(5_637_600), status: 'PAID' }),
    ]);
  });

  it('signs in a Colombian company in Spanish with its NIT and a quote in COP', async () => {
    const token = await signedIn(COUNTRY_DEMO.co.email);
    const me = await bodyOf(await apiGet(api, '/v3/me', token));
    expect(me.user.locale).toBe('es-CO');
    expect(me.accounts[0]).toMatchObject({ country: 'co', tax_id_type: 'RUT', tax_id: COUNTRY_DEMO.co.taxId });
    const list = await bodyOf(await apiGet(api, '/v3/quotes', token));
    expect(list.items).toEqual([
      expect.objectContaining({ id: COUNTRY_DEMO.co.quoteId, currency: 'COP', status: 'AVAILABLE' }),
    ]);
  });

  it('signs in a US company in English with its EIN and a desk quote in USD with its surplus-lines lines', async () => {
    const token = await signedIn(COUNTRY_DEMO.us.email);
    const me = await bodyOf(await apiGet(api, '/v3/me', token));
    expect(me.user.locale).toBe('en-US');
    expect(me.accounts[0]).toMatchObject({ country: 'us', tax_id_type: 'EIN', tax_id: COUNTRY_DEMO.us.taxId });
    const list = await bodyOf(await apiGet(api, '/v3/quotes', token));
    expect(list.items).toEqual([
      expect.objectContaining({ id: COUNTRY_DEMO.us.quoteId, currency: 'USD', status: 'AVAILABLE' }),
    ]);
    const [row] = await api.app.database.db.select().from(quotes).where(eq(quotes.id, COUNTRY_DEMO.us.quoteId));
    // 3.6% surplus-lines tax and 0.18% stamping fee on 25,000.00.
    expect(row!.charges).toEqual([
      { code: 'SURPLUS_LINES_TAX', amount: 90_000 },
      { code: 'STAMPING_FEE', amount: 4_500 },
    ]);
    expect(row!.charges).toEqual(USA_CHARGES);
  });
});
