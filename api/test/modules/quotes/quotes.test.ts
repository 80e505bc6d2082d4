// The customer's quotes through HTTP (issue 12): the list with computed expiry and the declined
// products; selecting (idempotent, one option per product and form, past-date refused, who may);
// the proposal PDF; evidence against subjectivities; and the expiry job.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatTaxId } from '@platform/domain';
import { accounts, applicationForms, brokerCustomers, quotes, underwritingSubmissions } from '../../../src/db/schema';
import { expireQuotes } from '../../../src/modules/quotes';
import { BROKER_ID } from '../../../src/seed/demo-data';
import { startTestApp, type TestApp } from '../../support/app';
import { pdfText } from '../../support/pdf-text';
import { call, teamFixture, type TeamFixture } from '../../support/role-tokens';

let api: TestApp;
let team: TeamFixture;
const day = 24 * 3600_000;

beforeAll(async () => {
  api = await startTestApp();
  team = await teamFixture(api);
}, 120_000);
afterAll(async () => api?.close());

const db = () => api.app.database.db;

/** A finished form of the team account with three D&O options (the middle one recommended). */
async function threeOptions(overrides: Partial<typeof quotes.$inferInsert> = {}) {
  const [form] = await db()
    .insert(applicationForms)
    .values({ account_id: team.accountId, status: 'QUOTE_READY', products: ['D_AND_O'] })
    .returning();
  const option = (limit: string, premium: string, recommended = false) => ({
    account_id: team.accountId,
    application_form_id: form!.id,
    product: 'D_AND_O' as const,
    insurer: 'Seguradora Beta',
    coverage_limit: limit,
    gross_premium: premium,
    retention: 'R_25K',
    status: 'AVAILABLE' as const,
    recommended,
    expires_at: new Date(Date.now() + 10 * day),
    coverages: ['DIRECTORS_PERSONAL_LIABILITY' as const, 'DEFENCE_COSTS' as const],
    sublimits: [{ coverage: 'DEFENCE_COSTS' as const, share: 0.3 }],
    subjectivities: [
      { code: 'FINANCIAL_STATEMENTS' as const, due: 'BEFORE_BINDING' as const },
      { code: 'SIGNED_PROPOSAL_FORM' as const, due: 'AFTER_BINDING' as const },
    ],
    ...overrides,
  });
  return db()
    .insert(quotes)
    .values([option('1000000.00', '9000.00'), option('2000000.00', '11250.00', true), option('3000000.00', '15120.00')])
    .returning();
}

const statusesOf = async (ids: string[]) =>
  Object.fromEntries(
    (await db().select().from(quotes).where(inArray(quotes.id, ids))).map((row) => [row.id, row.status]),
  );

describe('quotes list', () => {
  it('computes expiry at read, groups, counts open pre-bind conditions and lists declined products with the resubmit date', async () => {
    const [a, b] = await threeOptions();
    await db()
      .update(quotes)
      .set({ expires_at: new Date(Date.now() - day) })
      .where(eq(quotes.id, b!.id));
    const [form] = await db()
      .insert(applicationForms)
      .values({ account_id: team.accountId, status: 'REJECTED', products: ['CYBER'] })
      .returning();
    const decided = new Date('2026-11-01T12:00:00Z');
    await db()
      .insert(underwritingSubmissions)
      .values({
        form_id: form!.id,
        account_id: team.accountId,
        products: ['CYBER'],
        definition_versions: {},
        answers: {},
        status: 'DECIDED',
        results: [{ product: 'CYBER', decision: 'DECLINE', reasons: ['NO_MFA_ON_EMAIL'], options: [] }],
        decided_at: decided,
      });

    const list = await call(api, 'GET', '/v3/quotes', team.tokens.admin);
    expect(list.status).toBe(200);
    const byId = Object.fromEntries(list.body.items.map((item: { id: string }) => [item.id, item]));
    expect(byId[a!.id]).toMatchObject({ status: 'AVAILABLE', group: 'available', open_pre_bind_subjectivities: 1 });
    expect(byId[a!.id].sublimits).toEqual([{ coverage: 'DEFENCE_COSTS', share: 0.3, amount: '300000.00' }]);
    expect(byId[b!.id]).toMatchObject({ status: 'EXPIRED', group: 'expired' });
    expect(list.body.declined).toEqual([
      {
        application_form_id: form!.id,
        product: 'CYBER',
        reasons: ['NO_MFA_ON_EMAIL'],
        decided_at: decided.toISOString(),
        resubmit_from: '2027-02-01T12:00:00.000Z',
      },
    ]);
  });
});

describe('a sublimit’s amount', () => {
  it('is its share of the limit to the cent, in cents, not in floating point', async () => {
    // 50% of 1,000.01 is 500.005: half a cent rounds up (500.01), where 500.005.toFixed(2) reads 500.00.
    const [option] = await threeOptions({
      coverage_limit: '1000.01',
      sublimits: [{ coverage: 'DEFENCE_COSTS', share: 0.5 }],
    });
    const list = await call(api, 'GET', '/v3/quotes', team.tokens.admin);
    const listed = list.body.items.find((item: { id: string }) => item.id === option!.id);
    expect(listed.sublimits).toEqual([{ coverage: 'DEFENCE_COSTS', share: 0.5, amount: '500.01' }]);
  });
});

describe('selecting a quote option', () => {
  it('selects once on a double click', async () => {
    const [option] = await threeOptions();
    const [first, second] = await Promise.all([
      call(api, 'POST', `/v3/quotes/${option!.id}/select`, team.tokens.admin),
      call(api, 'POST', `/v3/quotes/${option!.id}/select`, team.tokens.admin),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.status).toBe('SELECTED');
    expect(second.body.selected_at).toBe(first.body.selected_at);
    const again = await call(api, 'POST', `/v3/quotes/${option!.id}/select`, team.tokens.admin);
    expect(again.body.selected_at).toBe(first.body.selected_at);
  });

  it('deselects the earlier option of the same product and form', async () => {
    const [a, b, c] = await threeOptions();
    expect((await call(api, 'POST', `/v3/quotes/${a!.id}/select`, team.tokens.admin)).status).toBe(200);
    expect((await call(api, 'POST', `/v3/quotes/${b!.id}/select`, team.tokens.admin)).status).toBe(200);
    expect(await statusesOf([a!.id, b!.id, c!.id])).toEqual({
      [a!.id]: 'AVAILABLE',
      [b!.id]: 'SELECTED',
      [c!.id]: 'AVAILABLE',
    });
  });

  it('refuses an option past its date, and one stored as expired, with QUOTE_EXPIRED', async () => {
    const [past] = await threeOptions({ expires_at: new Date(Date.now() - 60_000) });
    const refused = await call(api, 'POST', `/v3/quotes/${past!.id}/select`, team.tokens.admin);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('QUOTE_EXPIRED');
    const [stored] = await threeOptions({ status: 'EXPIRED' });
    const again = await call(api, 'POST', `/v3/quotes/${stored!.id}/select`, team.tokens.admin);
    expect([again.status, again.body.code]).toEqual([409, 'QUOTE_EXPIRED']);
    expect(await statusesOf([past!.id])).toEqual({ [past!.id]: 'AVAILABLE' });
  });

  it('refuses a quote still searching, and a sibling of one being issued, with QUOTE_NOT_SELECTABLE', async () => {
    const [searching] = await threeOptions({ status: 'SEARCHING' });
    const refused = await call(api, 'POST', `/v3/quotes/${searching!.id}/select`, team.tokens.admin);
    expect([refused.status, refused.body.code]).toEqual([409, 'QUOTE_NOT_SELECTABLE']);
    const [a, b] = await threeOptions();
    await db().update(quotes).set({ status: 'BEING_ISSUED' }).where(eq(quotes.id, a!.id));
    const sibling = await call(api, 'POST', `/v3/quotes/${b!.id}/select`, team.tokens.admin);
    expect([sibling.status, sibling.body.code]).toEqual([409, 'QUOTE_NOT_SELECTABLE']);
  });

  it('lets the administrator and the broker of record select; not a team member, another tenant, another broker or operations', async () => {
    const [a, b] = await threeOptions();
    expect((await call(api, 'POST', `/v3/quotes/${a!.id}/select`, team.tokens.member)).status).toBe(403);
    expect((await call(api, 'POST', `/v3/quotes/${a!.id}/select`, team.tokens.otherAdmin)).status).toBe(404);
    expect((await call(api, 'POST', `/v3/quotes/${a!.id}/select`, team.tokens.operations)).status).toBe(403);
    // The demo broker is not this account's broker yet: the quote does not exist for them.
    expect((await call(api, 'POST', `/v3/quotes/${a!.id}/select`, team.tokens.broker)).status).toBe(404);
    await db().insert(brokerCustomers).values({ broker_id: BROKER_ID, account_id: team.accountId });
    const byBroker = await call(api, 'POST', `/v3/quotes/${b!.id}/select`, team.tokens.broker);
    expect([byBroker.status, byBroker.body.status]).toEqual([200, 'SELECTED']);
    // The member still reads it.
    expect((await call(api, 'GET', `/v3/quotes/${b!.id}`, team.tokens.member)).body.status).toBe('SELECTED');
  });
});

describe('proposal PDF', () => {
  it('is a PDF in the language asked for; another tenant is told it does not exist', async () => {
    const [option] = await threeOptions();
    const [account] = await db().select().from(accounts).where(eq(accounts.id, team.accountId));
    expect(formatTaxId(account!.tax_id_type, account!.tax_id)).not.toBe(account!.tax_id);
    for (const language of ['pt', 'en', 'es']) {
      const response = await api.fetch(`/v3/quotes/${option!.id}/proposal.pdf?language=${language}`, {
        headers: { authorization: `Bearer ${team.tokens.member}` },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      // The company's tax id as its country writes it (formatTaxId), not as stored.
      expect(pdfText(bytes)).toContain(formatTaxId(account!.tax_id_type, account!.tax_id));
    }
    const other = await api.fetch(`/v3/quotes/${option!.id}/proposal.pdf`, {
      headers: { authorization: `Bearer ${team.tokens.otherAdmin}` },
    });
    expect(other.status).toBe(404);
  });
});

describe('evidence against subjectivities', () => {
  const upload = (quoteId: string, subjectivity: string, body: Buffer, token = team.tokens.member) =>
    api
      .fetch(`/v3/quotes/${quoteId}/evidence?subjectivity=${subjectivity}&file_name=evidence.pdf`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
        body,
      })
      .then(async (response) => ({
        status: response.status,
        body: (await response.json()) as {
          code?: string;
          open_pre_bind_subjectivities: number;
          subjectivities: { code: string }[];
        },
      }));

  it('closes a pre-bind condition with a PDF or image; refuses other bytes and unknown conditions', async () => {
    const [option] = await threeOptions();
    const pdf = Buffer.from('%PDF-1.4\n% evidence\n');
    const stored = await upload(option!.id, 'FINANCIAL_STATEMENTS', pdf);
    expect(stored.status).toBe(200);
    expect(stored.body.open_pre_bind_subjectivities).toBe(0);
    const condition = stored.body.subjectivities.find((item: { code: string }) => item.code === 'FINANCIAL_STATEMENTS');
    expect(condition).toMatchObject({
      open: false,
      evidence: [{ file_name: 'evidence.pdf', content_type: 'application/pdf' }],
    });

    const exe = await upload(option!.id, 'SIGNED_PROPOSAL_FORM', Buffer.from('MZ\x90\x00 not a document'));
    expect([exe.status, exe.body.code]).toEqual([415, 'FILE_TYPE_NOT_ALLOWED']);
    const unknown = await upload(option!.id, 'MFA_EVIDENCE', pdf);
    expect([unknown.status, unknown.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    const other = await upload(option!.id, 'FINANCIAL_STATEMENTS', pdf, team.tokens.otherAdmin);
    expect(other.status).toBe(404);
  });
});

describe('quote expiry job', () => {
  it('stores EXPIRED on available and selected options past their date, and leaves the rest', async () => {
    const [a, b, c] = await threeOptions();
    await db().update(quotes).set({ status: 'SELECTED' }).where(eq(quotes.id, b!.id));
    const now = new Date(Date.now() + 11 * day);
    await db()
      .update(quotes)
      .set({ expires_at: new Date(Date.now() + 20 * day) })
      .where(eq(quotes.id, c!.id));
    const expired = await expireQuotes(db(), now);
    expect(expired).toEqual(expect.arrayContaining([a!.id, b!.id]));
    expect(expired).not.toContain(c!.id);
    expect(await statusesOf([a!.id, b!.id, c!.id])).toEqual({
      [a!.id]: 'EXPIRED',
      [b!.id]: 'EXPIRED',
      [c!.id]: 'AVAILABLE',
    });
  });

  it('is a job of the queue', async () => {
    const [past] = await threeOptions({ expires_at: new Date(Date.now() - 1000) });
    await api.app.jobs.send('quotes.expire');
    expect(await statusesOf([past!.id])).toEqual({ [past!.id]: 'EXPIRED' });
  });
});
