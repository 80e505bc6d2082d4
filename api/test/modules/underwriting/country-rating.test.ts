// Rating in each country (issue 28): a clear Mexican or Colombian risk is quoted at once from its
// country's table, in its currency and with its limits; every US application goes to a person.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Country } from '@platform/domain';
import { hashPassword } from '../../../src/lib/auth/passwords';
import { accounts, memberships, users } from '../../../src/db/schema';
import { startTestApp, type TestApp } from '../../support/app';
import { call, teamFixture } from '../../support/role-tokens';
import { DEMO_PASSWORD, signIn } from '../../support/sign-in';
import { sampleAnswersFor } from '../../../../e2e/steps/sample-answers';

let api: TestApp;
let operations: string;
beforeAll(async () => {
  api = await startTestApp();
  operations = (await teamFixture(api)).tokens.operations;
}, 120_000);
afterAll(async () => api?.close());

const TAX_IDS: Record<Exclude<Country, 'br'>, { tax_id_type: string; tax_id: (run: string) => string }> = {
  mx: { tax_id_type: 'RFC', tax_id: (run) => `EMP${run.slice(-6)}AB1` },
  co: { tax_id_type: 'NIT', tax_id: (run) => run.slice(-10) },
  us: { tax_id_type: 'EIN', tax_id: (run) => run.slice(-9) },
};

/** A company of `country` with its admin signed in. */
async function companyOf(country: Exclude<Country, 'br'>) {
  const db = api.app.database.db;
  const run = `${Date.now()}${randomBytes(3).readUIntBE(0, 3)}`;
  const email = `admin-${run}@rating.${country}.example`;
  const [user] = await db
    .insert(users)
    .values({ email, first_name: 'Ana', last_name: 'Ruiz', password_hash: await hashPassword(DEMO_PASSWORD) })
    .returning();
  const [account] = await db
    .insert(accounts)
    .values({
      kind: 'company',
      country,
      tax_id_type: TAX_IDS[country].tax_id_type,
      tax_id: TAX_IDS[country].tax_id(run),
      legal_name: `Empresa ${run}`,
      owner_email: email,
    })
    .returning();
  await db.insert(memberships).values({ user_id: user!.id, account_id: account!.id, role: 'ACCOUNT_ADMIN' });
  return (await signIn(api, email)).access_token;
}

/** Answers and finishes a cyber questionnaire with a clear risk (MFA on e-mail, backups, nothing to refer). */
async function clearCyberRisk(token: string, given: Record<string, unknown> = {}) {
  const started = await call(api, 'POST', '/v3/application-forms', token, { products: ['CYBER'], replace: true });
  const answers = sampleAnswersFor(started.body.pending as string[], {
    'cyber.mfa_email': true,
    'cyber.backups': true,
    ...given,
  });
  const saved = await call(api, 'PATCH', `/v3/application-forms/${started.body.id}`, token, {
    version: started.body.version,
    answers,
  });
  expect(saved.body.pending).toEqual([]);
  const finished = await call(api, 'POST', `/v3/application-forms/${started.body.id}/finish`, token, {
    version: saved.body.version,
  });
  expect(finished.status).toBe(200);
  return finished.body;
}

const quotesOf = async (token: string) =>
  (await call(api, 'GET', '/v3/quotes', token)).body.items as {
    currency: string;
    config_version: string;
    insurer: string;
    coverage_limit: string | null;
    gross_premium: string | null;
    status: string;
    recommended: boolean;
  }[];

describe('rating in each country', () => {
  it('quotes a clear Mexican risk at once, in MXN, from Mexico’s table and with Mexico’s limits', async () => {
    const token = await companyOf('mx');
    const form = await clearCyberRisk(token, { 'cyber.requested_limit': 'L_2M' });
    expect(form.status).toBe('QUOTE_READY');
    const quotes = await quotesOf(token);
    expect(quotes.map((quote) => quote.coverage_limit)).toEqual(['3500000.00', '7000000.00', '10000000.00']);
    for (const quote of quotes) {
      expect(quote).toMatchObject({ currency: 'MXN', config_version: 'CYBER-MX-2026.11', status: 'AVAILABLE' });
      // Mexico's minimum premium alone is MXN 5,250: a premium in reais would be far below it.
      expect(Number(quote.gross_premium)).toBeGreaterThanOrEqual(5250);
    }
    expect(quotes.find((quote) => quote.recommended)?.coverage_limit).toBe('7000000.00');
  });

  it('quotes a clear Colombian risk at once, in COP, from Colombia’s table', async () => {
    const token = await companyOf('co');
    const form = await clearCyberRisk(token);
    expect(form.status).toBe('QUOTE_READY');
    const quotes = await quotesOf(token);
    expect(quotes.map((quote) => quote.coverage_limit)).toEqual(['750000000.00', '1500000000.00']);
    for (const quote of quotes) {
      expect(quote).toMatchObject({ currency: 'COP', config_version: 'CYBER-CO-2026.11' });
      expect(Number(quote.gross_premium)).toBeGreaterThanOrEqual(1_125_000);
    }
  });

  it('refers every US application to the desk, a clear risk too', async () => {
    const token = await companyOf('us');
    const form = await clearCyberRisk(token);
    expect(form.status).toBe('QUOTING');
    const quotes = await quotesOf(token);
    expect(quotes).toEqual([expect.objectContaining({ status: 'SEARCHING', currency: 'USD', gross_premium: null })]);
  });
});

/** A US company's cyber application, referred, as the desk opens it. */
async function usCase() {
  const token = await companyOf('us');
  const form = await clearCyberRisk(token);
  const desk = await call(api, 'GET', '/v3/operations/underwriting', operations);
  const found = desk.body.items.find((item: { form_id: string }) => item.form_id === form.id);
  return { token, form, detail: (await call(api, 'GET', `/v3/operations/underwriting/${found.id}`, operations)).body };
}

const usOption = (charges: unknown) => ({
  insurer: 'Liberty Surplus Co.',
  limit: 'L_2M',
  retention: 'R_25K',
  premium: '12000.00',
  territorial_scope: 'WORLDWIDE',
  charges,
});

describe('the desk in each country', () => {
  it('writes a US case’s options in USD, with the state’s surplus-lines tax and stamping fee as lines of their own', async () => {
    const { token, detail } = await usCase();
    expect(detail).toMatchObject({ country: 'us', currency: 'USD' });
    const charges = [
      { code: 'SURPLUS_LINES_TAX', amount: '360.00' },
      { code: 'STAMPING_FEE', amount: '18.00' },
    ];
    const published = await call(api, 'POST', `/v3/operations/underwriting/${detail.id}/quotes`, operations, {
      version: detail.version,
      product: 'CYBER',
      options: [usOption(charges)],
    });
    expect(published.status).toBe(200);
    const [quote] = await quotesOf(token);
    expect(quote).toMatchObject({
      currency: 'USD',
      coverage_limit: '2000000.00',
      gross_premium: '12000.00',
      status: 'AVAILABLE',
      charges,
    });
  });

  it('refuses a charge the country does not have, twice the same charge and an amount that is no money', async () => {
    const { detail } = await usCase();
    const publish = (charges: unknown) =>
      call(api, 'POST', `/v3/operations/underwriting/${detail.id}/quotes`, operations, {
        version: detail.version,
        product: 'CYBER',
        options: [usOption(charges)],
      });
    const twice = await publish([
      { code: 'STAMPING_FEE', amount: '18.00' },
      { code: 'STAMPING_FEE', amount: '0.00' },
    ]);
    expect(twice.status).toBe(400);
    expect(twice.body.details).toEqual([
      expect.objectContaining({ field: 'options.0.charges.1.code', code: 'VALIDATION_FAILED' }),
      expect.objectContaining({ field: 'options.0.charges.1.amount', code: 'VALIDATION_FAILED' }),
    ]);
    expect((await publish([{ code: 'BROKER_FEE', amount: '1.00' }])).status).toBe(400);

    const mexican = await companyOf('mx');
    const form = await clearCyberRisk(mexican, { 'cyber.requested_limit': 'L_5M' });
    expect(form.status).toBe('QUOTING');
    const desk = await call(api, 'GET', '/v3/operations/underwriting', operations);
    const found = desk.body.items.find((item: { form_id: string }) => item.form_id === form.id);
    const refused = await call(api, 'POST', `/v3/operations/underwriting/${found.id}/quotes`, operations, {
      version: found.version,
      product: 'CYBER',
      options: [usOption([{ code: 'SURPLUS_LINES_TAX', amount: '360.00' }])],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('CHARGE_NOT_IN_COUNTRY');
    expect(refused.body.details).toEqual([
      expect.objectContaining({ field: 'options.0.charges.0.code', code: 'CHARGE_NOT_IN_COUNTRY' }),
    ]);
  });
});
