// The four countries of the clear-risk journey (issue 28): each one's company, signed up and with
// its questionnaire answered over the API but for the two answers that decide the risk, and the
// underwriter's part for a country whose applications all go to the desk (the United States).
import { expect, request as http, type APIRequestContext } from '@playwright/test';
import {
  businessToday,
  checkTaxId,
  DEFINITIONS,
  plusDays,
  type Country,
  type Currency,
  type Language,
  type TaxIdType,
} from '../../shared/domain/src';
import { PASSWORD, signInOverHttp, uniqueCnpj } from '../support';
import { cents } from './checkout-figures';
import { freshRfc, run } from './questionnaire';
import { sampleAnswer } from './sample-answers';

/**
 * The answers the customer gives in the browser: with them the D&O risk is clear (rating-config.ts
 * refers a public company and the largest limits), so the engine quotes at once where the country
 * has a rating table.
 */
export const CLEAR_RISK = { 'dno.company_type': 'PRIVATE', 'dno.requested_limit': 'L_2M' } as const;

let serial = 0;
/** A valid tax id of `type` nobody used before: the run and a counter, the check digits searched. */
function freshTaxId(type: 'RUT' | 'EIN'): string {
  for (let tries = 0; tries < 1000; tries += 1) {
    serial += 1;
    const digits = String(run * 100 + serial).slice(-8);
    // An EIN of campus prefix 12 (an assigned one); a RUT of ten digits whose last is the check digit.
    const candidate = type === 'EIN' ? `12${digits.slice(-7)}` : `9${digits}${tries % 10}`;
    if (checkTaxId(type, candidate).valid) return candidate;
  }
  throw new Error(`no valid ${type}`);
}

/** One journey per country, in the language its customers use (the others are proven by messages tests). */
export interface CountryCase {
  country: Country;
  language: Language;
  currency: Currency;
  taxIdType: TaxIdType;
  taxId: () => string;
  /** The instalments chosen at checkout: the longest plan the country offers. */
  instalments: number;
  /** The limit asked for (L_2M) in the country's currency, as its rating table writes it. */
  limit: number;
  /** Quoted at once by the country's rating table, or referred to the desk (the United States). */
  instant: boolean;
}

export const CASES: readonly CountryCase[] = [
  {
    country: 'br',
    language: 'pt',
    currency: 'BRL',
    taxIdType: 'CNPJ',
    taxId: uniqueCnpj,
    limit: 2_000_000,
    instalments: 7,
    instant: true,
  },
  {
    country: 'mx',
    language: 'es',
    currency: 'MXN',
    taxIdType: 'RFC',
    taxId: freshRfc,
    limit: 7_000_000,
    instalments: 4,
    instant: true,
  },
  {
    country: 'co',
    language: 'es',
    currency: 'COP',
    taxIdType: 'RUT',
    taxId: () => freshTaxId('RUT'),
    limit: 1_500_000_000,
    instalments: 7,
    instant: true,
  },
  {
    country: 'us',
    language: 'en',
    currency: 'USD',
    taxIdType: 'EIN',
    taxId: () => freshTaxId('EIN'),
    limit: 2_000_000,
    instalments: 7,
    instant: false,
  },
];

/** What the desk writes for a US case: the state's surplus-lines tax and stamping fee, in USD. */
const US_CHARGES = [
  { code: 'SURPLUS_LINES_TAX', amount: '360.00' },
  { code: 'STAMPING_FEE', amount: '18.00' },
] as const;

/**
 * The start the customer asks for: 10 days ahead on the company's day (São Paulo), within the
 * quote's 30 days, so the checkout offering it is told apart from one offering today (issue 21 item 5).
 */
export const ASKED_START = plusDays(businessToday('br'), 10);
/** Answers the shortcut gives instead of the sample ones. */
const GIVEN: Record<string, unknown> = { 'dno.start_date': ASKED_START };

export interface QuoteRow {
  id: string;
  status: string;
  recommended: boolean;
  application_form_id: string | null;
  coverage_limit: string;
  gross_premium: string;
  currency: string;
  charges: { code: string; amount: string }[];
  subjectivities: { code: string; due: string; open: boolean }[];
}

/**
 * The shortcut: a confirmed company signed up through the API with a D&O questionnaire started
 * and every question answered as a teammate would, but the two that decide the risk.
 */
export async function companyWithQuestionnaire(
  request: APIRequestContext,
  { country, language, taxIdType, ...c }: CountryCase,
) {
  const email = `clear-risk-${country}-${run}@example.com`;
  const taxId = c.taxId();
  const organisation = `Risco Claro ${country} ${run} Ltda`;
  const created = await request.post('/v3/accounts/sign-up', {
    data: {
      kind: 'company',
      country,
      language,
      name: 'Carla Compradora',
      email,
      organisation,
      taxIdType,
      taxId,
      password: PASSWORD,
      termsAccepted: true,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const mails = await (await request.get(`/v3/dev/mailbox/messages?to=${encodeURIComponent(email)}`)).json();
  const token = new URL(mails.items[0].link).searchParams.get('token');
  expect((await request.post('/v3/accounts/email-confirmation', { data: { token } })).status()).toBe(200);

  const headers = { authorization: `Bearer ${await signInOverHttp(request, email)}` };
  const started = await request.post('/v3/application-forms', {
    headers,
    data: { products: ['D_AND_O'], replace: true },
  });
  expect(started.status(), await started.text()).toBe(200);
  const form = await started.json();
  const questions = DEFINITIONS.filter((d) => d.part in form.definition_versions).flatMap((d) =>
    d.sections.flatMap((s) => s.questions),
  );
  const answers = Object.fromEntries(
    questions
      .filter((question) => form.pending.includes(question.id) && !(question.id in CLEAR_RISK))
      .map((question) => [
        question.id,
        question.type === 'tax_id' ? taxId : (GIVEN[question.id] ?? sampleAnswer(question)),
      ]),
  );
  const saved = await request.patch(`/v3/application-forms/${form.id}`, {
    headers,
    data: { version: form.version, answers },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  expect(((await saved.json()).pending as string[]).sort()).toEqual(Object.keys(CLEAR_RISK).sort());
  return { email, organisation, headers, formId: form.id as string };
}

/** The desk's charges of an option, in cents. */
export const chargesOf = (quote: QuoteRow) => quote.charges.reduce((sum, charge) => sum + cents(charge.amount), 0);

/**
 * The underwriter's part, over the operations API (the desk's screens have their own journey): two
 * options in the company's currency, the larger recommended, each with the state's charges.
 */
export async function deskWritesOptions(formId: string) {
  // Operations sign in on a client of their own: the customer's holds the customer's session.
  const request = await http.newContext({ baseURL: 'http://localhost:3000' });
  const headers = { authorization: `Bearer ${await signInOverHttp(request, 'ops@demo.local')}` };
  const queue = await (await request.get('/v3/operations/underwriting', { headers })).json();
  const found = queue.items.find((item: { form_id: string }) => item.form_id === formId);
  const detail = await (await request.get(`/v3/operations/underwriting/${found.id}`, { headers })).json();
  expect(detail.currency).toBe('USD');
  const option = (limit: string, premium: string, recommended: boolean) => ({
    insurer: 'Liberty Surplus Co.',
    limit,
    retention: 'R_25K',
    premium,
    territorial_scope: 'WORLDWIDE',
    recommended,
    subjectivities: [{ code: 'MFA_EVIDENCE', due: 'BEFORE_BINDING' }],
    charges: US_CHARGES,
  });
  const published = await request.post(`/v3/operations/underwriting/${found.id}/quotes`, {
    headers,
    data: {
      version: detail.version,
      product: 'D_AND_O',
      options: [option('L_1M', '9000.00', false), option('L_2M', '12000.00', true)],
    },
  });
  expect(published.status(), await published.text()).toBe(200);
  await request.dispose();
}
