// The questionnaire's figures (issue 11), in Chromium on the production builds as served:
//  - gzip bytes of JavaScript a customer's first visit to the questionnaire (ipaf/one-page, a form
//    in progress) adds to a signed-in page of the shell;
//  - the time from a key to the next paint while typing into a 150-question form: the real
//    definitions of every part, with shareholder and key-person rows, served in place of the API's
//    form so the page holds at least 150 answer fields; the median over every key.
/* global window, document, performance, requestAnimationFrame, PopStateEvent -- used inside page.evaluate */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { median } from './table.mjs';

const SHELL = 'http://localhost:3000';
const EMAIL = 'cliente@demo.local';
export const BENCH_FORM = '00000000-0000-4000-8000-0000000be7c0';
/** Fields the generated form must hold at least. */
export const LONG_FORM_FIELDS = 150;
const KEYS = 'Online retail of clothes and shoes since 2015.';

async function signedInPage(browser, password) {
  const context = await browser.newContext();
  // The live-update stream keeps the network busy by design; it is not what is measured here.
  await context.route('**/v3/live', (request) => request.fulfill({ status: 503, body: '' }));
  const page = await context.newPage();
  await page.goto(`${SHELL}/auth/login`);
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/dashboard\/index$/);
  await page.waitForLoadState('networkidle');
  return { context, page };
}

const navigate = (page, to) =>
  page.evaluate((path) => {
    window.history.pushState({ idx: 99 }, '', path);
    window.dispatchEvent(new PopStateEvent('popstate', { state: { idx: 99 } }));
  }, to);

/** JavaScript the first visit to ipaf/one-page downloads, from a shell page where mfe-ipaf is not loaded yet. */
async function firstVisitBytes(browser, password) {
  const { context, page } = await signedInPage(browser, password);
  await page.goto(`${SHELL}/help`);
  await page.waitForLoadState('networkidle');
  const sizes = new Map();
  page.on('response', async (response) => {
    const url = response.url();
    if (!/\.m?js(\?|$)/.test(url) || sizes.has(url)) return;
    sizes.set(url, 0);
    try {
      sizes.set(url, gzipSync(await response.body(), { level: 9 }).length);
    } catch {
      // navigated away before the body was read
    }
  });
  await navigate(page, '/ipaf/one-page');
  await page.locator('[data-remote="mfe_ipaf"][data-state="mounted"] .ipaf-one-page').waitFor();
  await page.waitForLoadState('networkidle');
  await context.close();
  return { bytes: [...sizes.values()].reduce((sum, bytes) => sum + bytes, 0), files: sizes };
}

/** A form of every part with enough table rows for LONG_FORM_FIELDS fields. */
export function longForm() {
  const now = new Date().toISOString();
  return {
    id: BENCH_FORM,
    account_id: '00000000-0000-4000-8000-0000000be7c1',
    status: 'IPAF_IN_PROGRESS',
    products: ['D_AND_O', 'E_AND_O', 'CYBER'],
    version: 1,
    created_at: now,
    updated_at: now,
    definition_versions: { COMMON: 1, D_AND_O: 1, E_AND_O: 1, CYBER: 1 },
    answers: {
      'shareholders.list': Array.from({ length: 20 }, (_, i) => ({ name: `Sócio ${i + 1}`, percentage: 5 })),
      'key_persons.list': Array.from({ length: 8 }, (_, i) => ({
        full_name: `Pessoa ${i + 1}`,
        role: 'DIRECTOR',
        academic_background: 'MASTERS',
        employment_type: 'FULL_TIME',
      })),
    },
    pending: [],
    progress: 0,
    finished_at: null,
    tax_id_type: 'CNPJ',
  };
}

/** Median time from each key to the paint after it, typing into the description of the long form. */
async function typingIntoLongForm(browser, password) {
  const { context, page } = await signedInPage(browser, password);
  const form = JSON.stringify(longForm());
  await context.route(`**/v3/application-forms/${BENCH_FORM}`, (request) =>
    request.request().method() === 'GET'
      ? request.fulfill({ status: 200, contentType: 'application/json', body: form })
      : request.abort(),
  );
  await navigate(page, `/ipaf/one-page?user_form_id=${BENCH_FORM}`);
  const field = page.locator('[data-question="company.description"]');
  await field.waitFor();
  const fields = await page.locator('[data-remote="mfe_ipaf"] :is(input, select, textarea)').count();
  if (fields < LONG_FORM_FIELDS) throw new Error(`the long form has ${fields} fields, fewer than ${LONG_FORM_FIELDS}`);
  await field.focus();
  await page.evaluate(() => {
    window.__inputToPaint = [];
    document.addEventListener(
      'keydown',
      (event) => {
        const pressed = event.timeStamp;
        // The frame after the key's work is painted: a task queued from the next animation frame.
        requestAnimationFrame(() => setTimeout(() => window.__inputToPaint.push(performance.now() - pressed), 0));
      },
      true,
    );
  });
  // Slower than the autosave's pause never: the measure is typing, not saving.
  await page.keyboard.type(KEYS, { delay: 60 });
  await page.waitForTimeout(200);
  const times = await page.evaluate(() => window.__inputToPaint);
  const typed = await field.inputValue();
  await context.close();
  if (typed !== KEYS) throw new Error(`typed "${typed}", expected "${KEYS}"`);
  return { fields, ms: median(times) };
}

export async function questionnaireFigures({ password }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const firstVisit = await firstVisitBytes(browser, password);
    const typing = await typingIntoLongForm(browser, password);
    return {
      firstVisitBytes: firstVisit.bytes,
      firstVisitFiles: firstVisit.files,
      fields: typing.fields,
      typingMs: typing.ms,
    };
  } finally {
    await browser.close();
  }
}
