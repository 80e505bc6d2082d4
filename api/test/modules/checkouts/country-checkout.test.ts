// The checkout in each country (issue 28), through HTTP: the API computes with the account's
// country table (country-rules.ts) and the desk's charges, keeps every line, refuses more
// instalments than the country's plan, and the policy issued from it and its invoices carry the
// currency and the country's tax. The figures are worked by hand; Brazil's are checkout.test.ts's.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatCurrency, toCents, type ChargeLine, type Country } from '@platform/domain';
import { accounts, memberships, quotes, users } from '../../../src/db/schema';
import { pdfText } from '../../support/pdf-text';
import { call } from '../../support/role-tokens';
import { api, codeFor, day, fields, lastMail, startCheckoutTestApp, team, tokenOf } from './checkout-test-app';

startCheckoutTestApp();

const TAX_ID_TYPE: Record<Country, string> = { br: 'CNPJ', mx: 'RFC', co: 'NIT', us: 'EIN' };
const CURRENCY: Record<Country, string> = { br: 'BRL', mx: 'MXN', co: 'COP', us: 'USD' };

/** A company of `country` the team's administrator administers, with a SELECTED quote in its currency. */
async function quoteIn(country: Country, premium: string, charges: ChargeLine[] = []) {
  const db = api.app.database.db;
  const [admin] = await db.select().from(users).where(eq(users.email, team.emails.admin));
  const [account] = await db
    .insert(accounts)
    .values({
      kind: 'company',
      country,
      tax_id_type: TAX_ID_TYPE[country],
      tax_id: randomBytes(6).toString('hex').toUpperCase(),
      legal_name: `Empresa ${country} ${randomBytes(3).toString('hex')}`,
      owner_email: team.emails.admin,
    })
    .returning();
  await db.insert(memberships).values({ user_id: admin!.id, account_id: account!.id, role: 'ACCOUNT_ADMIN' });
  const [quote] = await db
    .insert(quotes)
    .values({
      account_id: account!.id,
      product: 'CYBER',
      insurer: 'Aseguradora Prueba',
      coverage_limit: '2000000.00',
      gross_premium: premium,
      currency: CURRENCY[country],
      charges,
      retention: 'R_50K',
      status: 'SELECTED',
      recommended: true,
      expires_at: new Date(Date.now() + 30 * day),
    })
    .returning();
  return { ...quote!, account: account! };
}

const checkoutOf = (quoteId: string, instalments: number) =>
  call(api, 'POST', `/v3/quotes/${quoteId}/checkout`, team.tokens.admin, fields({ instalments }));

/** A GET on `accountId`'s behalf (the administrator has several accounts). */
async function readAs(path: string, accountId: string) {
  const response = await api.fetch(path, {
    headers: { authorization: `Bearer ${team.tokens.admin}`, 'x-account-id': accountId },
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions read arbitrary JSON
  return (await response.json()) as any;
}

const sum = (amounts: string[]) => amounts.reduce((total, amount) => total + toCents(amount), 0);

describe('the checkout in each country', () => {
  it('Mexico: MXN, the instalment surcharge, the policy fee and IVA 16% on all three; the policy and invoices follow', async () => {
    const { account, ...quote } = await quoteIn('mx', '10000.00');
    const created = await checkoutOf(quote.id, 3);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    // By hand: 10,000.00 x 0.015 / (1 - 1.015^-3) = 3,433.83 x 3 = 10,301.49 (surcharge 301.49);
    // IVA 16% of (10,301.49 + 600.00) = 1,744.24; total 12,645.73 in 3: 4,215.25 + 4,215.24 x 2.
    expect(created.body.currency).toBe('MXN');
    expect(created.body.summary).toMatchObject({
      gross_premium: '10000.00',
      interest: '301.49',
      policy_fee: '600.00',
      taxes: [{ code: 'IVA', rate: 0.16, amount: '1744.24' }],
      tax: '1744.24',
      iof: '0.00',
      charges: [],
      total_premium: '12645.73',
      with_interest: true,
    });
    const instalments = created.body.summary.instalments as { amount: string; tax: string }[];
    expect(instalments.map((i) => [i.amount, i.tax])).toEqual([
      ['4215.25', '581.42'],
      ['4215.24', '581.41'],
      ['4215.24', '581.41'],
    ]);
    expect(sum(instalments.map((i) => i.amount))).toBe(1_264_573);

    const body = fields({ instalments: 3 });
    const changed = await call(api, 'PATCH', `/v3/checkouts/${created.body.id}`, team.tokens.admin, {
      ...body,
      version: created.body.version,
    });
    const sent = await call(api, 'POST', `/v3/checkouts/${created.body.id}/signature-requests`, team.tokens.admin, {
      version: changed.body.version,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const token = tokenOf((await lastMail(body.signer_email, 'signature-request'))?.link);
    // The proposal signed: Mexico's regulator, the RFC by its name, each line in MXN (read in pt, the checkout's language).
    const proposal = await api.fetch(`/v3/signatures/${token}/document`);
    const text = pdfText(Buffer.from(await proposal.arrayBuffer()))
      .replace(/\u00a0/g, ' ')
      .replace(/: \n/g, ': ');
    const mxn = (amount: string) =>
      formatCurrency(amount, 'MXN', { country: 'mx', language: 'pt' }).replace(/\u00a0/g, ' ');
    expect(text).toContain('Comisión Nacional de Seguros y Fianzas (CNSF)');
    expect(text).not.toContain('SUSEP');
    expect(text).toContain(`RFC: ${account.tax_id}`);
    expect(text).toContain(`Custo de apólice: ${mxn('600.00')}`);
    expect(text).toContain(`IVA (16%): ${mxn('1744.24')}`);
    expect(text).toContain(`Prêmio total: ${mxn('12645.73')}`);
    expect(text).toContain(`Adicional de fracionamento: ${mxn('301.49')}`);
    expect(text).not.toMatch(/IOF \(/);
    const code = await codeFor(token, body.signer_email);
    const signed = await call(api, 'POST', `/v3/signatures/${token}/sign`, undefined, {
      code,
      name: body.signer_name,
      consent: true,
    });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const issued = (await call(api, 'GET', `/v3/quotes/${quote.id}/checkout`, team.tokens.admin)).body.checkout;
    const policy = await readAs(`/v3/policies/${issued.policy.id}`, quote.account_id);
    expect(policy).toMatchObject({ currency: 'MXN', total_premium: '12645.73' });
    expect(
      policy.instalments.map((i: { amount: string; tax: string; iof: string }) => [i.amount, i.tax, i.iof]),
    ).toEqual([
      ['4215.25', '581.42', '0.00'],
      ['4215.24', '581.41', '0.00'],
      ['4215.24', '581.41', '0.00'],
    ]);
    const invoices = await readAs(`/v3/policies/${issued.policy.id}/invoices`, quote.account_id);
    expect(
      invoices.items.map((i: { amount: string; tax: string; currency: string }) => [i.amount, i.tax, i.currency]),
    ).toEqual([
      ['4215.25', '581.42', 'MXN'],
      ['4215.24', '581.41', 'MXN'],
      ['4215.24', '581.41', 'MXN'],
    ]);
  });

  it('Colombia: COP 5,000,000.00 with IVA 19% = 5,950,000.00, no policy fee', async () => {
    const created = await checkoutOf((await quoteIn('co', '5000000.00')).id, 1);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.currency).toBe('COP');
    expect(created.body.summary).toMatchObject({
      policy_fee: '0.00',
      taxes: [{ code: 'IVA', rate: 0.19, amount: '950000.00' }],
      total_premium: '5950000.00',
      instalments: [{ number: 1, amount: '5950000.00', tax: '950000.00', iof: '0.00' }],
    });
  });

  it('United States: USD, no premium tax, the desk’s surplus-lines tax and stamping fee as lines of their own', async () => {
    const charges = [
      { code: 'SURPLUS_LINES_TAX', amount: 36_000 },
      { code: 'STAMPING_FEE', amount: 1_800 },
    ];
    const created = await checkoutOf((await quoteIn('us', '12000.00', charges)).id, 2);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    // By hand: 12,000.00 + 360.00 + 18.00 = 12,378.00, in two of 6,189.00.
    expect(created.body.currency).toBe('USD');
    expect(created.body.summary).toMatchObject({
      interest: '0.00',
      taxes: [],
      tax: '0.00',
      charges: [
        { code: 'SURPLUS_LINES_TAX', amount: '360.00' },
        { code: 'STAMPING_FEE', amount: '18.00' },
      ],
      total_premium: '12378.00',
      instalments: [
        { number: 1, amount: '6189.00', tax: '0.00' },
        { number: 2, amount: '6189.00', tax: '0.00' },
      ],
    });
  });

  it('Brazil: the IOF is the one tax line, the same as the iof it always had', async () => {
    const created = await checkoutOf((await quoteIn('br', '18500.00')).id, 7);
    expect(created.body.summary).toMatchObject({
      iof: '1448.44',
      tax: '1448.44',
      taxes: [{ code: 'IOF', rate: 0.0738, amount: '1448.44' }],
      policy_fee: '0.00',
      total_premium: '21074.96',
    });
  });

  it('refuses more instalments than the country’s plan offers (Mexico: 4) on the field', async () => {
    const refused = await checkoutOf((await quoteIn('mx', '10000.00')).id, 5);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'INSTALMENTS_BEYOND_PLAN',
      details: [{ field: 'instalments', code: 'INSTALMENTS_BEYOND_PLAN' }],
    });
  });
});
