// The questionnaire journeys' steps: the remote's words, its mounted area, and accounts and forms
// made through the API, so each journey works on an account of its own (sign-up + the mailed
// confirmation) and the demo data stays as seeded.
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { checkTaxId, DEFINITIONS, type Language, type TaxIdType } from '../../shared/domain/src';
import { allMessages as messages } from '../../mfe-ipaf/src/testing/all-messages';
import { platformMessages } from '../../shared/i18n/src/platform-messages';
import { signInOverHttp, uniqueCnpj, PASSWORD } from '../support';
import { sampleAnswer } from './sample-answers';
import { pageIn, signInAs } from './team-and-profile';

export const say = (language: Language, id: string, values: Record<string, string> = {}) => {
  const text = messages[language][id] ?? platformMessages[language][id];
  if (!text) throw new Error(`no message ${id}`);
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
};
export const area = (page: Page) => page.locator('[data-remote="mfe_ipaf"][data-state="mounted"]');
/** This run's mark in the e-mails, names and tax ids it makes. */
export const run = Date.now();
let serial = 0;

export type Request = APIRequestContext;
export type Headers = Record<string, string>;
export interface Account {
  email: string;
  taxId: string;
}

/** A valid individual RFC nobody used before: the date and the homoclave come from the run and a counter. */
export function freshRfc(): string {
  serial += 1;
  const day = String((serial % 28) + 1).padStart(2, '0');
  const month = String((Math.floor(run / 1000) % 12) + 1).padStart(2, '0');
  const year = String(run).slice(-2);
  for (const a of 'ABCDEFGHIJKLMNPQRSTUVWXYZ')
    for (const last of '0123456789A') {
      const rfc = `GODE${year}${month}${day}${a}${String(run % 10)}${last}`;
      if (checkTaxId('RFC', rfc).valid && !checkTaxId('RFC', rfc).warning) return rfc;
    }
  throw new Error('no valid RFC');
}

/** A new, confirmed account through the API: sign-up, then the link of the confirmation mail. */
export async function newAccount(
  request: Request,
  language: Language,
  kind: 'company' | 'individual',
  country: 'br' | 'mx',
): Promise<Account> {
  serial += 1;
  // The process too: journeys of this file and the keyboard one may start in two workers at once.
  const email = `ipaf-${kind}-${language}-${run}-${process.pid}-${serial}@example.com`;
  const taxIdType: TaxIdType = country === 'br' ? 'CNPJ' : 'RFC';
  const taxId = country === 'br' ? uniqueCnpj() : freshRfc();
  const created = await request.post('/v3/accounts/sign-up', {
    data: {
      kind,
      country,
      language,
      name: 'Ana Lima',
      email,
      ...(kind === 'company' ? { organisation: `Questionário ${run} ${serial} Ltda` } : {}),
      taxIdType,
      taxId,
      password: PASSWORD,
      termsAccepted: true,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const mails = await (await request.get(`/v3/dev/mailbox/messages?to=${encodeURIComponent(email)}`)).json();
  const token = new URL(mails.items[0].link).searchParams.get('token');
  const confirmed = await request.post('/v3/accounts/email-confirmation', { data: { token } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return { email, taxId };
}

export async function signedIn(browser: Browser, language: Language, email: string, path: string) {
  const page = await pageIn(browser, language);
  await signInAs(page, language, email, PASSWORD, path);
  return page;
}

export const bearer = async (request: Request, email: string): Promise<Headers> => ({
  authorization: `Bearer ${await signInOverHttp(request, email)}`,
});

export async function startOverHttp(request: Request, headers: Headers, products: string[]) {
  const started = await request.post('/v3/application-forms', { headers, data: { products, replace: true } });
  expect(started.status(), await started.text()).toBe(200);
  return started.json();
}

export async function openFormOverHttp(request: Request, headers: Headers) {
  const forms = await (await request.get('/v3/application-forms', { headers })).json();
  const open = forms.items.find((form: { status: string }) => form.status === 'IPAF_IN_PROGRESS');
  return (await request.get(`/v3/application-forms/${open.id}`, { headers })).json();
}

/** Answers every pending question of the form through the API (as a teammate would), so the UI test is about finishing. */
/** Answers that keep the sample clear of a decline (cyber is declined without MFA on e-mail). */
const CLEAR_RISK: Record<string, unknown> = { 'cyber.mfa_email': true };

export async function answerEverythingOverHttp(request: Request, headers: Headers, taxId: string) {
  const form = await openFormOverHttp(request, headers);
  const questions = DEFINITIONS.filter((d) => d.part in form.definition_versions).flatMap((d) =>
    d.sections.flatMap((s) => s.questions),
  );
  const answers = Object.fromEntries(
    questions
      .filter((question) => form.pending.includes(question.id))
      .map((q) => [q.id, q.type === 'tax_id' ? taxId : (CLEAR_RISK[q.id] ?? sampleAnswer(q))]),
  );
  const saved = await request.patch(`/v3/application-forms/${form.id}`, {
    headers,
    data: { version: form.version, answers },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  expect((await saved.json()).pending).toEqual([]);
}

/** Which question the focused element belongs to. */
export const focusedQuestion = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('[data-question]')?.getAttribute('data-question') ?? null);
