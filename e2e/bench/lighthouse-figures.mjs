/* global window -- used inside page.waitForFunction, in the browser */
// Lighthouse (its default mobile run: simulated slow 4G, 4x CPU slowdown) on pages of the app as
// `npm start` serves it. A page that needs a session is measured in the tab that signed in, with
// Lighthouse told to keep the storage: the shell keeps its tokens in the tab's sessionStorage.
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const SHELL = 'http://localhost:3000';

async function signIn(page, email, password) {
  await page.goto(SHELL + '/auth/login');
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
  await page.waitForFunction(() => /\/(dashboard|broker)\/index$/.test(window.location.pathname), { timeout: 30_000 });
}

/** `pages`: [{ path, signedInAs? }]; answers per path: score (0-100), LCP, FCP and TBT in ms. */
export async function lighthouseFigures(pages, password) {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  const figures = {};
  try {
    for (const { path, signedInAs } of pages) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      if (signedInAs) await signIn(page, signedInAs, password);
      const result = await lighthouse(
        `${SHELL}${path}`,
        { logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: Boolean(signedInAs) },
        undefined,
        page,
      );
      const audits = result.lhr.audits;
      figures[path] = {
        score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
        lcp: audits['largest-contentful-paint'].numericValue,
        fcp: audits['first-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
      };
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return figures;
}
