// Interaction to next paint (issue 25, item 2) in Chromium under 4x CPU slowdown, on the production
// builds as served, signed in as the demo customer: typing in the questionnaire, opening a select
// and choosing in it, moving between the questionnaire's sections, changing a quote option (its
// confirmation opened and cancelled). Each figure is the page's INP for that interaction: the
// longest event-timing duration of one interaction (fewer than 50 interactions each, so the worst).
/* global window, requestAnimationFrame, PerformanceObserver, PopStateEvent -- used inside page.evaluate */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { BENCH_FORM, longForm } from './questionnaire-figures.mjs';

const SHELL = 'http://localhost:3000';
const EMAIL = 'cliente@demo.local';
const QUOTE_LINK = '/dashboard/quotes/available/dno/00000000-0000-4000-8000-000000000501';
const KEYS = 'Online retail since 2015.';

/** Records, from the page's start, each interaction's longest event duration (event timing). */
function recordInteractions() {
  window.__interactions = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId)
        window.__interactions.set(
          entry.interactionId,
          Math.max(window.__interactions.get(entry.interactionId) ?? 0, entry.duration),
        );
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

async function signedInPage(browser, password) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.route('**/v3/live', (request) => request.fulfill({ status: 503, body: '' }));
  const form = JSON.stringify(longForm());
  await context.route(`**/v3/application-forms/${BENCH_FORM}`, (request) =>
    request.request().method() === 'GET'
      ? request.fulfill({ status: 200, contentType: 'application/json', body: form })
      : request.abort(),
  );
  await context.addInitScript(recordInteractions);
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

/** The worst interaction since the last call, once the frames after it are painted and reported. */
async function worstInteraction(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            setTimeout(() => {
              const worst = Math.max(0, ...window.__interactions.values());
              const count = window.__interactions.size;
              window.__interactions.clear();
              resolve({ ms: worst, count });
            }, 0),
          ),
        ),
      ),
  );
}

/** Runs `act` with the CPU 4x slower, and answers its worst interaction. */
async function slowed(page, act) {
  const cdp = await page.context().newCDPSession(page);
  await worstInteraction(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  try {
    await act();
    return await worstInteraction(page);
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
}

export async function interactionFigures({ password }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const { context, page } = await signedInPage(browser, password);
    await navigate(page, `/ipaf/one-page?user_form_id=${BENCH_FORM}`);
    const field = page.locator('[data-question="company.description"]');
    await field.waitFor();
    await page.waitForLoadState('networkidle');
    const figures = {};
    figures['typing in the questionnaire'] = await slowed(page, async () => {
      await field.focus();
      await page.keyboard.type(KEYS, { delay: 60 });
    });
    // The control a person presses, the native select: opened with the pointer and an option
    // chosen in the browser's list (ArrowDown, Enter: those keys go to the list, not the page, so
    // the pointer's press is what is timed), then the next option chosen from the keyboard on the
    // closed control (ArrowDown: timed, with the questionnaire's answer to the change), twice.
    const select = page
      .locator('[data-remote="mfe_ipaf"] select')
      .filter({ has: page.locator('option:nth-child(5)') }) // four steps down from "Choose"
      .first();
    const valueChanges = async (act) => {
      const before = await select.inputValue();
      await act();
      await page.waitForFunction(
        ([element, previous]) => element.value !== previous,
        [await select.elementHandle(), before],
      );
    };
    figures['opening a select and choosing'] = await slowed(page, async () => {
      for (let round = 0; round < 2; round += 1) {
        await valueChanges(async () => {
          await select.click();
          await page.keyboard.press('ArrowDown');
          await page.keyboard.press('Enter');
        });
        await valueChanges(() => page.keyboard.press('ArrowDown'));
      }
    });
    // The index lists the sections the form's products have (the others are hidden).
    const sections = page.locator('.ipaf-index__link').filter({ visible: true });
    figures['moving between questionnaire sections'] = await slowed(page, async () => {
      const count = await sections.count();
      for (const index of [count - 1, 1, Math.floor(count / 2), 0]) await sections.nth(index).click();
    });
    await navigate(page, QUOTE_LINK);
    const choose = page.getByRole('button', { name: /^Escolher a opção \d+$/ });
    await choose.first().waitFor();
    await page.waitForLoadState('networkidle');
    figures['changing a quote option'] = await slowed(page, async () => {
      for (let option = 0; option < Math.min(2, await choose.count()); option += 1) {
        await choose.nth(option).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
        await page.getByRole('dialog').waitFor({ state: 'detached' });
      }
    });
    await context.close();
    return figures;
  } finally {
    await browser.close();
  }
}
