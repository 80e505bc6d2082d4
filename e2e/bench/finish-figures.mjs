// Issue 12: the time from "finish" to the quote options shown, in Chromium on the production builds
// as served, the API on PostgreSQL, over loopback. For each run: a new confirmed company (sign-up
// and the mailed link, through the API), a D&O questionnaire answered through the API with a clear
// risk (the engine quotes it at once: QUOTE_READY), the customer signed in on the review of the
// answers (ipaf/prev), Finish, then Complete in the confirmation. The clock starts at that click
// (the event's own time) and stops at the frame that paints the first option card of the quotes
// screen's "available" group. The success screen (ipaf/success) shows no options, only the steps
// ahead; the quotes screen (dashboard/quotes/home) is where the product shows them, so the page
// goes there the moment the success screen is on screen, as the customer following the menu would,
// without the person's pause. Both the finish call (the engine's decision and pricing) and the
// quotes remote's first visit are inside the figure. The median over the runs.
/* global window, document, performance, requestAnimationFrame, MutationObserver, PopStateEvent -- used inside page.evaluate */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { signInOverHttp } from './api-figures.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { median } from './table.mjs';

const SHELL = 'http://localhost:3000';
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SUCCESS = '#ipaf-success';
const OPTION = '[data-remote="mfe_quotes_policies"] section[aria-labelledby="quotes-group-available"] article';

/** The TypeScript sources the bench needs (the questionnaire's definitions, the screen's words), through the API's tsx. */
async function typescriptImport(file) {
  const fromApi = createRequire(path.join(ROOT, 'api/package.json'));
  const esmApi = fromApi.resolve('tsx/esm/api').replace(/index\.cjs$/, 'index.mjs');
  const { tsImport } = await import(pathToFileURL(esmApi).href);
  return tsImport(path.join(ROOT, file), import.meta.url);
}

/** A plausible answer for a question of the definitions (the e2e journeys' sample answers). */
function sampleAnswer(question) {
  switch (question.type) {
    case 'yes_no':
      return false;
    case 'single_choice':
      return question.options[0];
    case 'multiple_choice':
      return [question.options.includes('NONE') ? 'NONE' : question.options[0]];
    case 'number':
      return 10;
    case 'money':
      return '1000000.00';
    case 'date':
      return '2020-01-01';
    case 'email':
      return 'cfo@empresa.example';
    case 'urls':
      return ['empresa.example'];
    case 'table':
      return [Object.fromEntries(question.columns.map((column) => [column.id, sampleAnswer(column) ?? 'Ana']))];
    default:
      return 'Texto';
  }
}

/**
 * Where the sample answer would not be a clear D&O risk (rating-config.ts refers a public
 * company), the answer that is; the requested limit stays below the one that refers.
 */
const CLEAR_RISK = { 'dno.company_type': 'PRIVATE', 'dno.requested_limit': 'L_2M' };

async function call(url, { token, method = 'GET', body } = {}) {
  const response = await fetch(new URL(url, SHELL), {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** A new confirmed company with a D&O form whose every question is answered with a clear risk. */
async function companyReadyToFinish({ password, serial, domain }) {
  const run = Date.now();
  const email = `bench-finish-${run}-${serial}@example.com`;
  const first12 = `${String(run).slice(-8)}${String(serial).padStart(4, '0')}`;
  const taxId = first12 + domain.cnpjCheckDigits(first12);
  await call('/v3/accounts/sign-up', {
    method: 'POST',
    body: {
      kind: 'company',
      country: 'br',
      language: 'pt',
      name: 'Bruna Bench',
      email,
      organisation: `Bench ${run} ${serial} Ltda`,
      taxIdType: 'CNPJ',
      taxId,
      password,
      termsAccepted: true,
    },
  });
  const mails = await call(`/v3/dev/mailbox/messages?to=${encodeURIComponent(email)}`);
  const token = new URL(mails.items[0].link).searchParams.get('token');
  await call('/v3/accounts/email-confirmation', { method: 'POST', body: { token } });

  const bearer = await signInOverHttp(email, password, SHELL);
  const form = await call('/v3/application-forms', {
    token: bearer,
    method: 'POST',
    body: { products: ['D_AND_O'], replace: true },
  });
  const questions = domain.DEFINITIONS.filter((d) => d.part in form.definition_versions).flatMap((d) =>
    d.sections.flatMap((s) => s.questions),
  );
  const answers = Object.fromEntries(
    questions
      .filter((question) => form.pending.includes(question.id))
      .map((q) => [q.id, q.type === 'tax_id' ? taxId : (CLEAR_RISK[q.id] ?? sampleAnswer(q))]),
  );
  const saved = await call(`/v3/application-forms/${form.id}`, {
    token: bearer,
    method: 'PATCH',
    body: { version: form.version, answers },
  });
  if (saved.pending.length) throw new Error(`questions still pending: ${saved.pending.join(', ')}`);
  return { email, formId: form.id, bearer };
}

async function signedInPage(browser, email, password) {
  const context = await browser.newContext();
  // The live-update stream keeps the network busy by design; the quotes screen reads its list on mount.
  await context.route('**/v3/live', (request) => request.fulfill({ status: 503, body: '' }));
  const page = await context.newPage();
  await page.goto(`${SHELL}/auth/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/dashboard\/index$/);
  return { context, page };
}

/** One run: milliseconds from the click on Complete to the success screen and to the first option painted. */
async function oneRun(browser, { password, serial, domain, words }) {
  const company = await companyReadyToFinish({ password, serial, domain });
  const { context, page } = await signedInPage(browser, company.email, password);
  try {
    await page.goto(`${SHELL}/ipaf/prev?user_form_id=${encodeURIComponent(company.formId)}`);
    const review = page.locator('[data-remote="mfe_ipaf"][data-state="mounted"]');
    await review.getByRole('button', { name: words['ipaf.onePage.finish'] }).click();
    const complete = page
      .getByRole('dialog', { name: words['ipaf.onePage.confirm.title'] })
      .getByRole('button', { name: words['ipaf.onePage.confirm.complete'] });
    await complete.waitFor();
    // Watches in the page: the click's time, the success screen, then the quotes screen's options.
    await page.evaluate(
      ({ success, option }) => {
        const marks = (window.__finishMarks = {});
        const shown = (selector) => {
          const element = document.querySelector(selector);
          return element !== null && element.getBoundingClientRect().height > 0;
        };
        document.addEventListener('click', (event) => (marks.click = event.timeStamp), { capture: true, once: true });
        const observer = new MutationObserver(() => {
          if (marks.click === undefined) return;
          if (marks.success === undefined && shown(success)) {
            marks.success = performance.now();
            window.history.pushState({ idx: 99 }, '', '/dashboard/quotes/home');
            window.dispatchEvent(new PopStateEvent('popstate', { state: { idx: 99 } }));
          }
          if (marks.success !== undefined && marks.option === undefined && shown(option)) {
            marks.option = -1;
            observer.disconnect();
            // The frame that paints the options: a task queued from the next animation frame.
            requestAnimationFrame(() => setTimeout(() => (marks.option = performance.now()), 0));
          }
        });
        observer.observe(document.body, { childList: true, subtree: true, attributes: true });
      },
      { success: SUCCESS, option: OPTION },
    );
    await complete.click();
    await page.waitForFunction(() => (window.__finishMarks.option ?? -1) > 0, null, { timeout: 30_000 });
    const marks = await page.evaluate(() => window.__finishMarks);
    const form = await call(`/v3/application-forms/${company.formId}`, { token: company.bearer });
    if (form.status !== 'QUOTE_READY') throw new Error(`the form is ${form.status}, not quoted at once`);
    return { toSuccess: marks.success - marks.click, toOptions: marks.option - marks.click };
  } finally {
    await context.close();
  }
}

export async function finishFigures({ password, runs }) {
  const domain = await typescriptImport('shared/domain/src/index.ts');
  const { messages } = await typescriptImport('mfe-ipaf/src/messages.ts');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const results = [];
    for (let serial = 1; serial <= runs; serial += 1)
      results.push(await oneRun(browser, { password, serial, domain, words: messages.pt }));
    return {
      runs: results.length,
      toSuccessMs: median(results.map((r) => r.toSuccess)),
      toOptionsMs: median(results.map((r) => r.toOptions)),
      runsMs: results.map((r) => r.toOptions),
    };
  } finally {
    await browser.close();
  }
}
