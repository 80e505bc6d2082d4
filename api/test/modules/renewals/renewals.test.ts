// Issue 24 item 5 through HTTP and the notices job with its clock: each notice (90, 60, 30 days)
// once to the policyholder and the broker of record; the renewal questionnaire comes pre-filled
// from last year's, keeps the retroactive date through underwriting, and the renewed policy's
// checkout starts the day the old policy ends.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessToday, plusDays } from '@platform/domain';
import { accounts, applicationForms, brokerCustomers, mailOutbox, policies, quotes } from '../../../src/db/schema';
import { sendRenewalNotices } from '../../../src/modules/renewals/renewal-notices';
import { BROKER_ID, RENEWAL_DEMO } from '../../../src/seed/demo-data';
import { signIn } from '../../support/sign-in';
import { DEMO_COMPANY_ANSWERS, DEMO_CYBER_ANSWERS } from '../../../src/seed/demo/answers';
import { PUBLIC_URL, startTestApp, type TestApp } from '../../support/app';
import { call, teamFixture, type TeamFixture } from '../../support/role-tokens';

let api: TestApp;
let team: TeamFixture;
const db = () => api.app.database.db;
const today = () => businessToday('br');
const RETROACTIVE = '2019-04-01';

beforeAll(async () => {
  api = await startTestApp();
  team = await teamFixture(api);
}, 120_000);
afterAll(async () => api?.close());

/** An active cyber policy of the team ending on `expiry`, issued from a questionnaire answered with the demo's answers. */
async function policyEndingOn(expiry: string, accountId = team.accountId) {
  const [form] = await db()
    .insert(applicationForms)
    .values({
      account_id: accountId,
      status: 'CLOSED',
      products: ['CYBER'],
      definition_versions: { COMMON: 1, CYBER: 1 },
      answers: { ...DEMO_COMPANY_ANSWERS, ...DEMO_CYBER_ANSWERS, 'cyber.start_date': plusDays(expiry, -365) },
    })
    .returning();
  const [quote] = await db()
    .insert(quotes)
    .values({
      account_id: accountId,
      application_form_id: form!.id,
      product: 'CYBER',
      insurer: 'Seguradora Teste',
      coverage_limit: '1000000.00',
      gross_premium: '12000.00',
      status: 'ISSUED',
      retroactive_date: RETROACTIVE,
    })
    .returning();
  const [policy] = await db()
    .insert(policies)
    .values({
      account_id: accountId,
      product: 'CYBER',
      insurer: 'Seguradora Teste',
      policy_number: `CY-TEST-${Math.random().toString(36).slice(2, 10)}`,
      status: 'ACTIVE',
      effective_date: plusDays(expiry, -365),
      expiry_date: expiry,
      coverage_limit: '1000000.00',
      quote_id: quote!.id,
    })
    .returning();
  return { form: form!, policy: policy! };
}

/** An account of its own, so a policy of another test never reads as this one's renewal. */
async function freshAccount() {
  const digits = String(Date.now()).padStart(14, '0').slice(-14);
  const [account] = await db()
    .insert(accounts)
    .values({
      kind: 'company',
      country: 'br',
      tax_id_type: 'CNPJ',
      tax_id: digits,
      legal_name: 'Renovada Ltda',
      owner_email: 'renovada@team.test',
    })
    .returning();
  return account!.id;
}

const noticesTo = async (policyNumber: string) =>
  (
    await db()
      .select({ to: mailOutbox.to_email, subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.template, 'renewal-notice'))
  ).filter((mail) => mail.subject.includes(policyNumber));

describe('renewal notices', () => {
  it('mails the policyholder and the broker of record at 90, 60 and 30 days, each notice once', async () => {
    const expiry = plusDays(today(), 120);
    const { policy } = await policyEndingOn(expiry, team.otherAccountId);
    await db().insert(brokerCustomers).values({ broker_id: BROKER_ID, account_id: team.otherAccountId });
    const run = (daysBefore: number) =>
      sendRenewalNotices(db(), { day: plusDays(expiry, -daysBefore), publicUrl: PUBLIC_URL, only: [policy.id] });

    expect(await run(91)).toEqual([]);
    const first = await run(90);
    expect(first.map((notice) => notice.days_before)).toEqual([90]);
    expect(first[0]!.recipients.sort()).toEqual([team.emails.otherAdmin, 'corretor@demo.local'].sort());
    expect(await run(90)).toEqual([]);
    expect(await run(75)).toEqual([]);
    expect((await run(60)).map((notice) => notice.days_before)).toEqual([60]);
    expect(await run(45)).toEqual([]);
    expect((await run(30)).map((notice) => notice.days_before)).toEqual([30]);
    expect(await run(1)).toEqual([]);
    expect(await noticesTo(policy.policy_number)).toHaveLength(6);
  });

  it('sends no notice for a policy already renewed', async () => {
    const expiry = plusDays(today(), 80);
    const accountId = await freshAccount();
    const { policy } = await policyEndingOn(expiry, accountId);
    const { policy: next } = await policyEndingOn(plusDays(expiry, 365), accountId);
    const sent = await sendRenewalNotices(db(), { day: today(), publicUrl: PUBLIC_URL, only: [policy.id, next.id] });
    expect(sent).toEqual([]);
  });
});

describe('renewing a policy', () => {
  it('opens last year’s questionnaire pre-filled, keeps the retroactive date and starts the day the old policy ends', async () => {
    const expiry = plusDays(today(), 60);
    const { policy } = await policyEndingOn(expiry);
    const before = await call(api, 'GET', `/v3/policies/${policy.id}/renewal`, team.tokens.member);
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect(before.body).toMatchObject({ state: 'OPEN', days_to_expiry: 60, start_date: expiry, form_id: null });

    const started = await call(api, 'POST', `/v3/policies/${policy.id}/renewal`, team.tokens.admin, {});
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body).toMatchObject({ state: 'IN_PROGRESS', retroactive_date: RETROACTIVE });
    const again = await call(api, 'POST', `/v3/policies/${policy.id}/renewal`, team.tokens.admin, {});
    expect(again.body.form_id).toBe(started.body.form_id);

    const form = await call(api, 'GET', `/v3/application-forms/${started.body.form_id}`, team.tokens.admin);
    expect(form.body.products).toEqual(['CYBER']);
    expect(form.body.answers).toMatchObject({ ...DEMO_CYBER_ANSWERS, 'cyber.start_date': expiry });
    expect(form.body.answers['company.description']).toBe(DEMO_COMPANY_ANSWERS['company.description']);
    expect(form.body.pending).toEqual([]);

    const finished = await call(api, 'POST', `/v3/application-forms/${form.body.id}/finish`, team.tokens.admin, {
      version: form.body.version,
    });
    expect(finished.status, JSON.stringify(finished.body)).toBe(200);
    const offered = await db()
      .select()
      .from(quotes)
      .where(and(eq(quotes.application_form_id, form.body.id), inArray(quotes.status, ['AVAILABLE'])));
    expect(offered.length).toBeGreaterThan(0);
    expect(new Set(offered.map((quote) => quote.retroactive_date))).toEqual(new Set([RETROACTIVE]));

    const option = offered[0]!;
    await db().update(quotes).set({ status: 'SELECTED' }).where(eq(quotes.id, option.id));
    const read = await call(api, 'GET', `/v3/quotes/${option.id}/checkout`, team.tokens.admin);
    expect(read.body.quote.renewal_start_date).toBe(expiry);
    const checkout = await call(api, 'POST', `/v3/quotes/${option.id}/checkout`, team.tokens.admin, {
      start_date: plusDays(today(), 3),
      signer_type: 'LEGAL_REPRESENTATIVE',
      signer_name: 'Sílvia Assinante',
      signer_email: 'signer@team.test',
      admin_name: 'Alice Admin',
      admin_email: 'alice@team.test',
      instalments: 1,
    });
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
    expect(checkout.body.start_date).toBe(expiry);
  });

  it('keeps the retroactive date when the renewal is referred and the desk types another one', async () => {
    // A team of its own: the other tests' later cyber policies would read as this one's renewal.
    const own = await teamFixture(api);
    const { policy } = await policyEndingOn(plusDays(today(), 45), own.accountId);
    const started = await call(api, 'POST', `/v3/policies/${policy.id}/renewal`, own.tokens.admin, {});
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const form = await call(api, 'GET', `/v3/application-forms/${started.body.form_id}`, own.tokens.admin);
    // No backups this year: the engine refers the cyber renewal to the desk.
    const answers = { 'cyber.backups': false };
    const saved = await call(api, 'PATCH', `/v3/application-forms/${form.body.id}`, own.tokens.admin, {
      version: form.body.version,
      answers,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const finished = await call(api, 'POST', `/v3/application-forms/${form.body.id}/finish`, own.tokens.admin, {
      version: saved.body.version,
    });
    expect(finished.status, JSON.stringify(finished.body)).toBe(200);
    const desk = await call(api, 'GET', '/v3/operations/underwriting', team.tokens.operations);
    const item = desk.body.items.find((found: { form_id: string }) => found.form_id === form.body.id);
    expect(item, JSON.stringify(desk.body.items.map((found: { form_id: string }) => found.form_id))).toBeDefined();

    const detail = await call(api, 'GET', `/v3/operations/underwriting/${item.id}`, team.tokens.operations);
    expect(detail.body.products[0]).toMatchObject({
      kept_retroactive_date: RETROACTIVE,
      terms: { retroactive_date: RETROACTIVE },
    });

    const published = await call(api, 'POST', `/v3/operations/underwriting/${item.id}/quotes`, team.tokens.operations, {
      version: item.version,
      product: 'CYBER',
      options: [
        {
          insurer: 'Seguradora Gama',
          limit: 'L_1M',
          retention: 'R_50K',
          premium: '9800.00',
          retroactive_date: '2024-01-01',
          territorial_scope: 'BRAZIL',
        },
        {
          insurer: 'Seguradora Delta',
          limit: 'L_2M',
          retention: 'R_50K',
          premium: '14800.00',
          territorial_scope: 'BRAZIL',
        },
      ],
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const offered = await db()
      .select()
      .from(quotes)
      .where(and(eq(quotes.application_form_id, form.body.id), eq(quotes.status, 'AVAILABLE')));
    expect(offered.map((quote) => quote.retroactive_date)).toEqual([RETROACTIVE, RETROACTIVE]);
  });

  it('refuses a renewal more than 90 days before the end, and hides another account’s policy', async () => {
    const { policy } = await policyEndingOn(plusDays(today(), 200));
    const early = await call(api, 'POST', `/v3/policies/${policy.id}/renewal`, team.tokens.admin, {});
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('RENEWAL_NOT_OPEN');
    const hidden = await call(api, 'GET', `/v3/policies/${policy.id}/renewal`, team.tokens.otherAdmin);
    expect(hidden.status).toBe(404);
  });
});

describe('the demo', () => {
  it('has a policy due for renewal, 60 days from its end, whose home shows the renewal task', async () => {
    const token = (await signIn(api, RENEWAL_DEMO.email)).access_token;
    const renewal = await call(api, 'GET', `/v3/policies/${RENEWAL_DEMO.policyId}/renewal`, token);
    expect(renewal.body).toMatchObject({ state: 'OPEN', days_to_expiry: 60, form_id: null });
    expect(renewal.body.retroactive_date < renewal.body.expiry_date).toBe(true);
    const tasks = await call(api, 'GET', '/v3/home/tasks', token);
    expect(tasks.body.items.map((task: { kind: string }) => task.kind)).toContain('RENEWAL_COMING');
  });
});
