// A customer in each country beyond Brazil (issue 28, "Demo data"), each with their own person (in
// DEMO_USERS, so with DEMO_PASSWORD) so that trying them changes nobody else's records:
// - mexico@demo.local (es): Tacos Mexicanos Digitales, RFC, an issued D&O policy in MXN whose
//   premium, policy fee (derecho de póliza) and IVA come from countryCheckout(), its invoice paid;
// - colombia@demo.local (es): Café de Colombia Digital, NIT (RUT), a cyber quote in COP to check out;
// - usa@demo.local (en): Hudson Data Works, EIN, a cyber option the desk wrote in USD with New York's
//   surplus-lines tax and stamping fee as charge lines of their own (quotes.charges).
// Ids in the 2_800_000 block. Idempotent like the rest of the seed: existing rows are left alone.
import {
  COUNTRY_RULES,
  countryCheckout,
  fromCents,
  plusMonths,
  shareOfCents,
  toCents,
  type ChargeLine,
  type Country,
} from '@platform/domain';
import type { Db } from '../../db/connection';
import { accounts, checkouts, invoices, memberships, policies, quotes } from '../../db/schema';
import type { DemoUserKey } from './accounts';
import { dateFrom, day, id } from './ids';

const block = (n: number) => id(2_800_000 + n);

/** Who signs in per country, and the records the tests open. */
export const COUNTRY_DEMO = {
  mx: {
    user: 'mexico',
    email: 'mexico@demo.local',
    accountId: block(1),
    membershipId: block(2),
    legalName: 'Tacos Mexicanos Digitales SA de CV',
    taxIdType: 'RFC',
    taxId: 'TMX180315K4A',
    quoteId: block(3),
    checkoutId: block(4),
    policyId: block(5),
    invoiceId: block(6),
  },
  co: {
    user: 'colombia',
    email: 'colombia@demo.local',
    accountId: block(11),
    membershipId: block(12),
    legalName: 'Café de Colombia Digital SAS',
    taxIdType: 'RUT',
    taxId: '900123455',
    quoteId: block(13),
  },
  us: {
    user: 'usa',
    email: 'usa@demo.local',
    accountId: block(21),
    membershipId: block(22),
    legalName: 'Hudson Data Works Inc.',
    taxIdType: 'EIN',
    taxId: '474123456',
    quoteId: block(23),
  },
} as const satisfies Record<Exclude<Country, 'br'>, object>;

/** Mexico: 48,000.00 MXN of D&O premium in one instalment (Mexico's plan: one without surcharge). */
const MEXICO_PREMIUM = '48000.00';

/**
 * The United States: 25,000.00 USD of cyber premium, and the charges a New York surplus-lines
 * placement carries (the rates are the desk's, as written for this demo, not configuration).
 */
const USA_PREMIUM = '25000.00';
export const USA_CHARGES: ChargeLine[] = [
  { code: 'SURPLUS_LINES_TAX', amount: shareOfCents(USA_PREMIUM, 0.036) },
  { code: 'STAMPING_FEE', amount: shareOfCents(USA_PREMIUM, 0.0018) },
];

/** The Mexican policy's checkout, as the checkout maths of Mexico computes it. */
export const mexicoCheckout = () => countryCheckout(COUNTRY_RULES.mx, toCents(MEXICO_PREMIUM), 1);

/** The records of each country's customer; their people are DEMO_USERS, whose ids `userId` gives. */
export async function seedCountryDemo(tx: Db, userId: (key: DemoUserKey) => string, now = new Date()): Promise<void> {
  for (const country of Object.keys(COUNTRY_DEMO) as (keyof typeof COUNTRY_DEMO)[]) {
    const demo = COUNTRY_DEMO[country];
    await tx
      .insert(accounts)
      .values({
        id: demo.accountId,
        kind: 'company',
        country,
        tax_id_type: demo.taxIdType,
        tax_id: demo.taxId,
        legal_name: demo.legalName,
        owner_email: demo.email,
      })
      .onConflictDoNothing();
    await tx
      .insert(memberships)
      .values({ id: demo.membershipId, user_id: userId(demo.user), account_id: demo.accountId, role: 'ACCOUNT_ADMIN' })
      .onConflictDoNothing();
  }
  await seedMexico(tx, now);
  await seedColombia(tx, now);
  await seedUsa(tx, now);
}

async function seedMexico(tx: Db, now: Date) {
  const demo = COUNTRY_DEMO.mx;
  const summary = mexicoCheckout();
  const start = dateFrom(now, -20);
  const end = plusMonths(start, 12);
  const base = { account_id: demo.accountId, product: 'D_AND_O' as const, currency: summary.currency };
  const insurer = 'Seguros Alfa México';
  await tx
    .insert(quotes)
    .values({
      ...base,
      id: demo.quoteId,
      insurer,
      coverage_limit: '10000000.00',
      gross_premium: MEXICO_PREMIUM,
      status: 'ISSUED',
    })
    .onConflictDoNothing();
  await tx
    .insert(checkouts)
    .values({
      ...base,
      id: demo.checkoutId,
      quote_id: demo.quoteId,
      status: 'ISSUED',
      start_date: start,
      end_date: end,
      signer_type: 'LEGAL_REPRESENTATIVE',
      signer_name: 'Mariana Hernández',
      signer_email: demo.email,
      admin_name: 'Mariana Hernández',
      admin_email: demo.email,
      instalments: summary.instalments.length,
      gross_premium: fromCents(summary.grossPremium),
      // Mexico's premium tax is IVA (IOF is Brazil's, so nothing), and the policy fee is a line of its own.
      iof: '0.00',
      tax: fromCents(summary.tax),
      taxes: summary.taxes,
      policy_fee: fromCents(summary.policyFee),
      interest: fromCents(summary.interest),
      total_premium: fromCents(summary.totalPremium),
      instalment_amount: fromCents(summary.instalments.at(-1)!.amount),
      language: 'es',
    })
    .onConflictDoNothing();
  await tx
    .insert(policies)
    .values({
      ...base,
      id: demo.policyId,
      insurer,
      policy_number: 'DO-2026-280005',
      status: 'ACTIVE',
      effective_date: start,
      expiry_date: end,
      coverage_limit: '10000000.00',
      quote_id: demo.quoteId,
      checkout_id: demo.checkoutId,
      gross_premium: fromCents(summary.grossPremium),
      total_premium: fromCents(summary.totalPremium),
      instalments: summary.instalments.map((instalment) => ({
        number: instalment.number,
        due_date: start,
        amount: fromCents(instalment.amount),
        iof: '0.00',
        tax: fromCents(instalment.tax),
      })),
      issued_at: new Date(now.getTime() - 21 * day),
    })
    .onConflictDoNothing();
  const [instalment] = summary.instalments;
  await tx
    .insert(invoices)
    .values({
      id: demo.invoiceId,
      policy_id: demo.policyId,
      account_id: demo.accountId,
      instalment: 1,
      number: 'DO-2026-280005-01',
      due_date: start,
      amount: fromCents(instalment!.amount),
      iof: '0.00',
      tax: fromCents(instalment!.tax),
      currency: summary.currency,
      status: 'PAID',
      paid_at: new Date(now.getTime() - 19 * day),
      payment_method: 'CARD',
      payment_provider: 'manual',
    })
    .onConflictDoNothing();
}

async function seedColombia(tx: Db, now: Date) {
  const demo = COUNTRY_DEMO.co;
  await tx
    .insert(quotes)
    .values({
      id: demo.quoteId,
      account_id: demo.accountId,
      product: 'CYBER',
      insurer: 'Seguros Alfa Colombia',
      coverage_limit: '2000000000.00',
      gross_premium: '9500000.00',
      currency: COUNTRY_RULES.co.currency,
      retention: 'R_NONE',
      status: 'AVAILABLE',
      recommended: true,
      expires_at: new Date(now.getTime() + 20 * day),
    })
    .onConflictDoNothing();
}

async function seedUsa(tx: Db, now: Date) {
  const demo = COUNTRY_DEMO.us;
  await tx
    .insert(quotes)
    .values({
      id: demo.quoteId,
      account_id: demo.accountId,
      product: 'CYBER',
      insurer: 'Hudson Specialty Insurance Company',
      coverage_limit: '1000000.00',
      gross_premium: USA_PREMIUM,
      fees: '0.00',
      charges: USA_CHARGES,
      currency: COUNTRY_RULES.us.currency,
      retention: 'R_NONE',
      config_version: 'DESK',
      status: 'AVAILABLE',
      recommended: true,
      expires_at: new Date(now.getTime() + 30 * day),
    })
    .onConflictDoNothing();
}
