// Figures taken in Chromium (Playwright) on loopback, on the production builds as served:
//  - gzip bytes of JavaScript the landing (a guest opening `/`) downloads cold, and which files;
//  - gzip bytes each remote adds on its first visit, and which files;
//  - a route change to a remote already visited: from the navigation to its screen in the page.
/* global window, document, performance, requestAnimationFrame, PopStateEvent -- used inside page.evaluate */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { median } from './table.mjs';

const SHELL = 'http://localhost:3000';
export const REMOTE_VISITS = [
  ['mfe_quotes_policies', '/dashboard/policies/home', 'cliente@demo.local'],
  // The quotes home of the same remote, named apart: it has its own budget (issue 12).
  ['mfe_quotes_policies', '/dashboard/quotes/home', 'cliente@demo.local', 'quotes home'],
  ['mfe_claims', '/dashboard/claims/home', 'cliente@demo.local'],
  ['mfe_cyber', '/dashboard/cyber/home', 'cliente@demo.local'],
  ['mfe_onboarding', '/dashboard/users/list', 'cliente@demo.local'],
  ['mfe_ipaf', '/ipaf/prev', 'cliente@demo.local'],
  ['mfe_broker', '/broker/index', 'corretor@demo.local'],
];

/**
 * Records every JavaScript response of a page: url -> gzip size of its body. A body the page
 * navigated away from before it could be read (the OpenID redirect leaves the first page while
 * scripts still arrive) is read again when the same file comes back on a later load (or fetched
 * once more at the end, `landing`), so each file counts once, at its size, instead of 0.
 */
function recordScripts(page) {
  const seen = new Map();
  page.on('response', async (response) => {
    const url = response.url();
    if (!/\.m?js(\?|$)/.test(url) || seen.get(url) > 0) return;
    if (!seen.has(url)) seen.set(url, 0);
    try {
      seen.set(url, gzipSync(await response.body(), { level: 9 }).length);
    } catch {
      // navigated away before the body was read: weighed when it comes again, or at the end
    }
  });
  return seen;
}
const total = (map, urls = [...map.keys()]) => urls.reduce((sum, url) => sum + (map.get(url) ?? 0), 0);

async function landing(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = recordScripts(page);
  await page.goto(`${SHELL}/`);
  await page.locator('#landing-title').waitFor();
  await page.waitForLoadState('networkidle');
  // A file only the first page loaded, whose body went with that page: fetched again to weigh it.
  for (const [url, bytes] of scripts)
    if (!bytes) scripts.set(url, gzipSync(await (await context.request.get(url)).body(), { level: 9 }).length);
  await context.close();
  return { bytes: total(scripts), files: scripts };
}

async function signIn(page, email, password) {
  await page.goto(`${SHELL}/auth/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/(dashboard|broker)\/index$/);
}

/** What the shell's links do: a history entry and a popstate the router follows. */
const navigate = (page, to) =>
  page.evaluate((path) => {
    window.history.pushState({ idx: 99 }, '', path);
    window.dispatchEvent(new PopStateEvent('popstate', { state: { idx: 99 } }));
  }, to);

async function signedInPage(browser, email, password) {
  const context = await browser.newContext();
  // Signed in, the shell keeps the live-update stream open by design, so the network is never
  // idle; it is not what is measured here: refuse it (the shell then backs off quietly).
  await context.route('**/v3/live', (request) => request.fulfill({ status: 503, body: '' }));
  const page = await context.newPage();
  await signIn(page, email, password);
  await page.waitForLoadState('networkidle');
  return { context, page };
}

async function remoteFirstVisit(browser, [remote, route, email], password) {
  const { context, page } = await signedInPage(browser, email, password);
  const scripts = recordScripts(page);
  // Reload on a page of the shell itself, so the measured remote is not loaded yet.
  await page.goto(`${SHELL}/help`);
  await page.waitForLoadState('networkidle');
  const before = new Set(scripts.keys());
  await navigate(page, route);
  await page.locator(`[data-remote="${remote}"][data-state="mounted"]`).waitFor();
  await page.waitForLoadState('networkidle');
  const added = [...scripts.keys()].filter((url) => !before.has(url));
  await context.close();
  return { bytes: total(scripts, added), files: new Map(added.map((url) => [url, scripts.get(url) ?? 0])) };
}

/** Median time from a link's navigation to the claims list painted, claims visited before. */
async function routeChange(browser, password, runs) {
  const { context, page } = await signedInPage(browser, 'cliente@demo.local', password);
  const times = [];
  for (let i = 0; i < runs + 1; i += 1) {
    await navigate(page, '/dashboard/index');
    await page.locator('[data-remote="mfe_quotes_policies"][data-state="mounted"]').waitFor();
    await page.waitForLoadState('networkidle');
    const elapsed = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const started = performance.now();
          window.history.pushState({ idx: 99 }, '', '/dashboard/claims/home');
          window.dispatchEvent(new PopStateEvent('popstate', { state: { idx: 99 } }));
          const shown = () =>
            document.querySelector('[data-remote="mfe_claims"][data-state="mounted"] h1')
              ? requestAnimationFrame(() => resolve(performance.now() - started))
              : requestAnimationFrame(shown);
          shown();
        }),
    );
    if (i > 0) times.push(elapsed); // the first visit loads the remote: not what is measured
  }
  await context.close();
  return median(times);
}

export async function browserFigures({ password, runs }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const landings = [];
    for (let i = 0; i < runs; i += 1) landings.push(await landing(browser));
    const typical = landings.find((run) => run.bytes === median(landings.map((r) => r.bytes)));
    const remotes = [];
    for (const visit of REMOTE_VISITS)
      remotes.push([visit[3] ? `${visit[0]} ${visit[3]}` : visit[0], await remoteFirstVisit(browser, visit, password)]);
    return { landing: typical, remotes, routeChangeMs: await routeChange(browser, password, runs) };
  } finally {
    await browser.close();
  }
}
