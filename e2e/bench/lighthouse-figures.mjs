/* global window, document -- used inside page.waitForFunction and page.evaluate, in the browser */
// Lighthouse (its default mobile run: simulated slow 4G, 4x CPU slowdown) on pages of the app as
// `npm start` serves it. A page that needs a session is measured in the tab that signed in, with
// Lighthouse told to keep the storage (the shell keeps its tokens in the tab's sessionStorage) and
// the HTTP cache emptied first, so it is opened as cold as a guest's page (issue 25).
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { pageName, pageUrl, previousVisit } from './cold-pages.mjs';
import { median } from './table.mjs';

const SHELL = 'http://localhost:3000';

async function signIn(page, email, password) {
  // /auth/login leaves for the provider, which sends the tab back to the sign-in form: fill that
  // form once it is ready (its marker), not a page on the way.
  await page.goto(SHELL + '/auth/login');
  await page.waitForSelector('[data-screen="sign-in"] input[type="email"]', { timeout: 30_000 });
  await page.locator('[data-screen="sign-in"] input[type="email"]').fill(email);
  await page.locator('[data-screen="sign-in"] input[type="password"]').fill(password);
  await page.locator('[data-screen="sign-in"] button[type="submit"]').click();
  await page
    .waitForFunction(() => /\/(dashboard|broker)\/index$/.test(window.location.pathname), { timeout: 30_000 })
    .catch(async (error) => {
      throw new Error(
        `signing in as ${email} ended on ${page.url()}: ${await page.evaluate(() => document.querySelector('[role="alert"]')?.textContent ?? document.title)}`,
        { cause: error },
      );
    });
}

/** The LCP element's label and selector, as the audit names it (a table inside a list). */
function lcpElementOf(audit) {
  const node = audit?.details?.items?.[0]?.items?.[0]?.node;
  return node ? `${node.nodeLabel?.slice(0, 40)} (${node.selector})` : 'unknown';
}

/** One Lighthouse run of a page: score (0-100), LCP, FCP and TBT in ms, CLS. */
async function measure(browser, coldPage, password) {
  const { signedInAs } = coldPage;
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    if (signedInAs) {
      await signIn(page, signedInAs, password);
      await previousVisit(page, coldPage);
      await (await page.createCDPSession()).send('Network.clearBrowserCache');
    }
    const result = await lighthouse(
      await pageUrl(coldPage),
      { logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: Boolean(signedInAs) },
      undefined,
      page,
    );
    const audits = result.lhr.audits;
    // `BENCH_LONG_TASKS=1`: what blocked the main thread (Lighthouse's long tasks and each script's
    // time), on stderr: where a page's TBT comes from.
    if (process.env.BENCH_LONG_TASKS) {
      const rows = (id) => audits[id]?.details?.items ?? [];
      const list = [
        ...rows('long-tasks').map(
          (task) => `long task ${Math.round(task.startTime)} ms +${Math.round(task.duration)} ms ${task.url}`,
        ),
        ...rows('bootup-time').map(
          (script) =>
            `script ${Math.round(script.scripting)} ms run, ${Math.round(script.scriptParseCompile)} ms parse ${script.url}`,
        ),
      ];
      process.stderr.write(`${pageName(coldPage)}:\n  ${list.join('\n  ')}\n`);
    }
    return {
      score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
      lcp: audits['largest-contentful-paint'].numericValue,
      fcp: audits['first-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      // Which element the LCP is: what to draw sooner when the LCP is over.
      lcpElement: lcpElementOf(audits['largest-contentful-paint-element']),
    };
  } finally {
    await context.close();
  }
}

/**
 * `pages`: cold-pages.mjs's entries; answers per page name the median of `runs` runs of each figure.
 * One run's simulated times move by a few hundred milliseconds with the order in which the page's
 * files happened to arrive on loopback (Lighthouse replays what it observed at slow-4G speeds).
 */
export async function lighthouseFigures(pages, password, runs = 3) {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  const figures = {};
  try {
    for (const page of pages) {
      const measured = [];
      for (let run = 0; run < runs; run += 1) {
        measured.push(await measure(browser, page, password));
        // Each run as it ends: a long bench shows its progress, and a later failure keeps these.
        console.log(`lighthouse ${pageName(page)} run ${run + 1}: ${JSON.stringify(measured.at(-1))}`);
      }
      figures[pageName(page)] = Object.fromEntries(
        ['score', 'lcp', 'fcp', 'tbt', 'cls'].map((key) => [key, median(measured.map((figure) => figure[key]))]),
      );
    }
  } finally {
    await browser.close();
  }
  return figures;
}
