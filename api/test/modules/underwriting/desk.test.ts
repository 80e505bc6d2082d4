// The underwriting desk through HTTP: a referred application waits with its reasons and deadline;
// operations publish options (the customer sees them, the form is QUOTE_READY) or decline with a
// reason; nobody else may, a decided product cannot be decided again, a double submit publishes
// once, every decision is audited and mailed to the customer and the broker of record.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  accounts,
  applicationForms,
  brokerCustomers,
  brokers,
  mailOutbox,
  operationsReads,
  underwritingSubmissions,
} from '../../../src/db/schema';
import { BROKER_ID } from '../../../src/seed/demo-data';
import { startTestApp, type TestApp } from '../../support/app';
import { call, teamFixture, type TeamFixture } from '../../support/role-tokens';
import { sampleAnswersFor } from '../../../../e2e/steps/sample-answers';

let api: TestApp;
let team: TeamFixture;
beforeAll(async () => {
  api = await startTestApp();
  team = await teamFixture(api);
  // The fixture's company is a customer of the demo brokerage: its broker of record hears the decisions.
  await api.app.database.db.insert(brokerCustomers).values({ broker_id: BROKER_ID, account_id: team.accountId });
}, 120_000);
afterAll(async () => api?.close());

/** Starts, answers and finishes a cyber + D&O questionnaire whose cyber part is referred (no backups) and D&O declined. */
async function referredApplication() {
  const admin = team.tokens.admin;
  const started = await call(api, 'POST', '/v3/application-forms', admin, {
    products: ['CYBER', 'D_AND_O'],
    replace: true,
  });
  const form = started.body;
  const answers = sampleAnswersFor(form.pending as string[], { 'cyber.mfa_email': true, 'dno.covenant_breach': true });
  const saved = await call(api, 'PATCH', `/v3/application-forms/${form.id}`, admin, { version: form.version, answers });
  expect(saved.body.pending).toEqual([]);
  const finished = await call(api, 'POST', `/v3/application-forms/${form.id}/finish`, admin, {
    version: saved.body.version,
  });
  return finished.body;
}

type CaseItem = { id: string; form_id: string; version: number; products: { product: string; decision: string }[] };

async function caseOf(formId: string): Promise<CaseItem> {
  const desk = await call(api, 'GET', '/v3/operations/underwriting', team.tokens.operations);
  return desk.body.items.find((item: CaseItem) => item.form_id === formId);
}

const option = (overrides: Record<string, unknown> = {}) => ({
  insurer: 'Seguradora Gama',
  limit: 'L_1M',
  retention: 'R_50K',
  premium: '9800.00',
  fees: '150.00',
  coverages: ['DATA_BREACH_RESPONSE', 'CYBER_EXTORTION'],
  sublimits: [{ coverage: 'CYBER_EXTORTION', share: 0.25 }],
  exclusions: ['WAR_AND_TERRORISM'],
  subjectivities: [
    { code: 'BACKUP_TEST_REPORT', due: 'BEFORE_BINDING' },
    { code: 'INCIDENT_RESPONSE_PLAN', due: 'AFTER_BINDING' },
  ],
  retroactive_date: '2024-01-01',
  territorial_scope: 'BRAZIL',
  insurance_code: '15414.900000/2026-01',
  validity_days: 20,
  ...overrides,
});

const mailsTo = (email: string) =>
  api.app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to_email, email.toLowerCase()));

describe('the underwriting desk', () => {
  it('shows a referred application with its reasons and the 25-day deadline, to operations only', async () => {
    const form = await referredApplication();
    expect(form.status).toBe('QUOTING');
    const desk = await call(api, 'GET', '/v3/operations/underwriting', team.tokens.operations);
    const found = desk.body.items.find((item: { form_id: string }) => item.form_id === form.id);
    expect(found.products).toEqual([
      { product: 'CYBER', decision: 'REFER', reasons: ['NO_BACKUPS'], reason_code: null, reason: null },
      { product: 'D_AND_O', decision: 'DECLINE', reasons: ['GOING_CONCERN'], reason_code: null, reason: null },
    ]);
    expect(found.version).toBe(form.version);
    expect(Date.parse(found.deadline) - Date.parse(found.created_at)).toBe(25 * 24 * 3600_000);
    for (const role of ['admin', 'member', 'broker'] as const) {
      expect((await call(api, 'GET', '/v3/operations/underwriting', team.tokens[role])).status).toBe(403);
      expect((await call(api, 'GET', `/v3/operations/underwriting/${found.id}`, team.tokens[role])).status).toBe(403);
    }
    expect((await call(api, 'GET', '/v3/operations/underwriting')).status).toBe(401);
  });

  it('says where the company is and the currency its options are in: a US company’s case reads USD', async () => {
    const db = api.app.database.db;
    const [account] = await db
      .insert(accounts)
      .values({
        kind: 'company',
        country: 'us',
        tax_id_type: 'EIN',
        tax_id: String(470_000_000 + Math.floor(Math.random() * 9_999_999)),
        legal_name: 'Desk Currency Works Inc.',
        owner_email: 'desk-currency@customer.test',
      })
      .returning();
    const [form] = await db
      .insert(applicationForms)
      .values({ account_id: account!.id, products: ['CYBER'], status: 'QUOTING' })
      .returning();
    const [submission] = await db
      .insert(underwritingSubmissions)
      .values({
        form_id: form!.id,
        account_id: account!.id,
        products: ['CYBER'],
        definition_versions: {},
        answers: {},
        status: 'REFERRED',
        results: [],
      })
      .returning();
    const desk = await call(api, 'GET', '/v3/operations/underwriting', team.tokens.operations);
    const found = desk.body.items.find((item: { id: string }) => item.id === submission!.id);
    expect(found).toMatchObject({ company: 'Desk Currency Works Inc.', country: 'us', currency: 'USD' });
    const detail = await call(api, 'GET', `/v3/operations/underwriting/${submission!.id}`, team.tokens.operations);
    expect(detail.body).toMatchObject({ country: 'us', currency: 'USD' });
  });

  it('has the demo’s two waiting cases, one three days from its deadline, with the engine’s reasons', async () => {
    const desk = (await call(api, 'GET', '/v3/operations/underwriting', team.tokens.operations)).body.items;
    const near = desk.find((item: CaseItem) => item.id === '00000000-0000-4000-8000-000000000971');
    const fresh = desk.find((item: CaseItem) => item.id === '00000000-0000-4000-8000-000000000972');
    expect(near).toMatchObject({ company: 'Terceira Indústria Ltda', form_status: 'QUOTING' });
    expect(near.products[0]).toMatchObject({
      product: 'CYBER',
      decision: 'REFER',
      reasons: ['PRIOR_INCIDENTS', 'HIGH_LIMIT'],
    });
    expect(Math.ceil((Date.parse(near.deadline) - Date.now()) / (24 * 3600_000))).toBe(3);
    expect(fresh.products[0]).toMatchObject({ decision: 'REFER', reasons: ['NO_BACKUPS'] });
    const detail = await call(api, 'GET', `/v3/operations/underwriting/${near.id}`, team.tokens.operations);
    expect(detail.body.products[0].suggested.length).toBeGreaterThan(0);
  });

  it('filters the queue by product', async () => {
    const form = await referredApplication();
    const cyber = await call(api, 'GET', '/v3/operations/underwriting?product=CYBER', team.tokens.operations);
    expect(cyber.body.items.some((item: CaseItem) => item.form_id === form.id)).toBe(true);
    const eno = await call(api, 'GET', '/v3/operations/underwriting?product=E_AND_O', team.tokens.operations);
    expect(eno.body.items.some((item: CaseItem) => item.form_id === form.id)).toBe(false);
    expect((await call(api, 'GET', '/v3/operations/underwriting?product=BOATS', team.tokens.operations)).status).toBe(
      400,
    );
  });

  it('opens a case with the answers, the definition versions and the engine’s suggested pricing', async () => {
    const form = await referredApplication();
    const item = await caseOf(form.id);
    const detail = await call(api, 'GET', `/v3/operations/underwriting/${item.id}`, team.tokens.operations);
    expect(detail.status).toBe(200);
    expect(detail.body.answers['cyber.mfa_email']).toBe(true);
    // Reading a customer's answers is written to the audit log (docs/accounts-and-roles.md).
    const audit = await api.app.database.db
      .select()
      .from(operationsReads)
      .where(eq(operationsReads.record_id, item.id));
    expect(audit).toEqual([
      expect.objectContaining({
        operation: 'getUnderwritingCase',
        record_type: 'underwriting_case',
        account_id: team.accountId,
        user_id: expect.any(String),
      }),
    ]);
    expect(detail.body.definition_versions).toMatchObject({ CYBER: expect.any(Number) });
    expect(detail.body.tax_id_type).toBe('CNPJ'); // how the company.tax_id answer is written
    const cyber = detail.body.products.find((product: { product: string }) => product.product === 'CYBER');
    expect(cyber.suggested.length).toBeGreaterThan(0);
    expect(cyber.terms.coverages.length).toBeGreaterThan(0);
    expect(cyber.terms.territorial_scope).toEqual(expect.any(String));
    expect(cyber.suggested.filter((option: { recommended: boolean }) => option.recommended)).toHaveLength(1);
    for (const suggested of cyber.suggested) expect(Number(suggested.premium)).toBeGreaterThan(0);
    expect(detail.body.history).toEqual([]);
    const missing = await call(
      api,
      'GET',
      '/v3/operations/underwriting/00000000-0000-4000-8000-000000000000',
      team.tokens.operations,
    );
    expect(missing.status).toBe(404);
  });

  it('publishes options with every field, audits the decision and tells the customer and the broker, once', async () => {
    const form = await referredApplication();
    const item = await caseOf(form.id);
    const body = {
      version: item.version,
      product: 'CYBER',
      options: [option({ recommended: true }), option({ limit: 'L_2M', premium: '13200.00' })],
    };
    const before = {
      admin: (await mailsTo(team.emails.admin)).length,
    };
    // A double click: two identical submits at once publish one set of options.
    const [first, second] = await Promise.all([
      call(api, 'POST', `/v3/operations/underwriting/${item.id}/quotes`, team.tokens.operations, body),
      call(api, 'POST', `/v3/operations/underwriting/${item.id}/quotes`, team.tokens.operations, body),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 409]);
    const published = first.status === 200 ? first : second;
    expect(published.body).toMatchObject({ form_id: form.id, status: 'QUOTE_READY', version: item.version + 1 });
    const quotes = (await call(api, 'GET', '/v3/quotes', team.tokens.admin)).body.items.filter(
      (quote: { insurer: string | null }) => quote.insurer === 'Seguradora Gama',
    );
    expect(quotes.map((quote: { gross_premium: string }) => quote.gross_premium).sort()).toEqual([
      '13200.00',
      '9800.00',
    ]);
    expect(quotes.every((quote: { status: string }) => quote.status === 'AVAILABLE')).toBe(true);

    const detail = (await call(api, 'GET', `/v3/operations/underwriting/${item.id}`, team.tokens.operations)).body;
    expect(detail.history).toHaveLength(1);
    expect(detail.history[0]).toMatchObject({
      product: 'CYBER',
      action: 'PUBLISH',
      by_email: 'ops@demo.local',
      before: { decision: 'REFER', form_status: 'QUOTING', reasons: ['NO_BACKUPS'] },
      after: { decision: 'QUOTE', form_status: 'QUOTE_READY' },
    });
    expect(detail.history[0].after.options[0]).toMatchObject({
      insurance_code: '15414.900000/2026-01',
      subjectivities: body.options[0]!.subjectivities,
    });
    const cyber = detail.products.find((product: { product: string }) => product.product === 'CYBER');
    expect(cyber.decision).toBe('QUOTE');
    expect(cyber.options.map((o: { fees: string; recommended: boolean }) => [o.fees, o.recommended])).toEqual([
      ['150.00', true],
      ['150.00', false],
    ]);

    const adminMails = await mailsTo(team.emails.admin);
    expect(adminMails.length - before.admin).toBe(1);
    expect(adminMails.at(-1)).toMatchObject({ template: 'desk-quotes-published' });
    const [broker] = await api.app.database.db.select().from(brokers).where(eq(brokers.id, BROKER_ID));
    const brokerMails = (await mailsTo(broker!.email)).filter(
      (mail) => mail.template === 'desk-quotes-published' && mail.body.includes(team.accountName),
    );
    expect(brokerMails.length).toBeGreaterThanOrEqual(1);
    // The broker's copy opens the published options in the broker's area.
    expect(brokerMails.at(-1)!.link).toMatch(/\/broker-quote\/detail\?quote_id=[0-9a-f-]{36}$/);

    const decided = await call(api, 'GET', '/v3/operations/underwriting?status=DECIDED', team.tokens.operations);
    expect(decided.body.items.some((entry: CaseItem) => entry.id === item.id)).toBe(true);
    const again = await call(api, 'POST', `/v3/operations/underwriting/${item.id}/quotes`, team.tokens.operations, {
      ...body,
      version: published.body.version,
    });
    expect(again.body.code).toBe('TRANSITION_NOT_ALLOWED');
  });

  it('refuses a stale version and options that break the desk’s rules, without a 5xx', async () => {
    const form = await referredApplication();
    const item = await caseOf(form.id);
    const post = (body: unknown) =>
      call(api, 'POST', `/v3/operations/underwriting/${item.id}/quotes`, team.tokens.operations, body);
    const stale = await post({ version: item.version - 1, product: 'CYBER', options: [option()] });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('STALE_VERSION');
    const twoRecommended = await post({
      version: item.version,
      product: 'CYBER',
      options: [option({ recommended: true }), option({ recommended: true, limit: 'L_2M' })],
    });
    expect(twoRecommended.status).toBe(400);
    expect(twoRecommended.body.details.map((d: { field: string }) => d.field)).toEqual([
      'options.0.recommended',
      'options.1.recommended',
    ]);
    const future = await post({
      version: item.version,
      product: 'CYBER',
      options: [option({ retroactive_date: '2999-01-01', premium: '0.00' })],
    });
    expect(future.status).toBe(400);
    expect(future.body.details.map((d: { field: string }) => d.field).sort()).toEqual([
      'options.0.premium',
      'options.0.retroactive_date',
    ]);
    const tooMany = await post({
      version: item.version,
      product: 'CYBER',
      options: [option(), option(), option(), option()],
    });
    expect(tooMany.status).toBe(400);
    const badDue = await post({
      version: item.version,
      product: 'CYBER',
      options: [option({ subjectivities: [{ code: 'MFA_EVIDENCE', due: 'WHENEVER' }] })],
    });
    expect(badDue.status).toBe(400);
    const sublimitElsewhere = await post({
      version: item.version,
      product: 'CYBER',
      options: [option({ sublimits: [{ coverage: 'BUSINESS_INTERRUPTION', share: 0.5 }] })],
    });
    expect(sublimitElsewhere.body.details.map((d: { field: string }) => d.field)).toEqual([
      'options.0.sublimits.0.coverage',
    ]);
    const declinedProduct = await post({ version: item.version, product: 'D_AND_O', options: [option()] });
    expect(declinedProduct.body.code).toBe('TRANSITION_NOT_ALLOWED');
    expect((await caseOf(form.id)).version).toBe(item.version);
  });

  it('declines with a catalogue reason and words, audits it, and rejects the application when nothing is left', async () => {
    const form = await referredApplication();
    const item = await caseOf(form.id);
    const decline = (body: unknown) =>
      call(api, 'POST', `/v3/operations/underwriting/${item.id}/decline`, team.tokens.operations, body);
    expect(
      (await decline({ version: item.version, product: 'CYBER', reason_code: 'NO_BACKUPS', reason: '' })).status,
    ).toBe(400);
    expect((await decline({ version: item.version, product: 'CYBER', reason_code: 'NOPE', reason: 'x' })).status).toBe(
      400,
    );
    const declined = await decline({
      version: item.version,
      product: 'CYBER',
      reason_code: 'NO_BACKUPS',
      reason: 'Backups are required for this activity.',
    });
    expect(declined.body.status).toBe('REJECTED');
    const left = (await call(api, 'GET', '/v3/operations/underwriting', team.tokens.operations)).body.items;
    expect(left.some((entry: { form_id: string }) => entry.form_id === form.id)).toBe(false);
    const detail = (await call(api, 'GET', `/v3/operations/underwriting/${item.id}`, team.tokens.operations)).body;
    expect(detail.products[0]).toMatchObject({
      product: 'CYBER',
      decision: 'DECLINE',
      reason_code: 'NO_BACKUPS',
      reason: 'Backups are required for this activity.',
    });
    expect(detail.history[0]).toMatchObject({
      action: 'DECLINE',
      after: { decision: 'DECLINE', reason_code: 'NO_BACKUPS', form_status: 'REJECTED' },
    });
    const mail = (await mailsTo(team.emails.admin)).at(-1)!;
    expect(mail.template).toBe('desk-product-declined');
    expect(mail.body).toContain('Backups are required for this activity.');
    const searching = (await call(api, 'GET', '/v3/quotes', team.tokens.admin)).body.items.filter(
      (quote: { status: string; application_form_id?: string }) => quote.status === 'SEARCHING',
    );
    expect(searching.some((quote: { application_form_id?: string }) => quote.application_form_id === form.id)).toBe(
      false,
    );
  });
});
