#!/usr/bin/env node
// Benchmark (prints figures, asserts nothing timed): production builds served as deployed, then
// in Chromium on loopback:
//  - gzip bytes of JavaScript the landing route (a guest opening `/`, which ends on the sign-in
//    screen) downloads cold;
//  - gzip bytes each remote adds on its first visit;
//  - time to the landing route's first contentful paint and to its sign-in form (median of runs).
// Usage: npm run bench [-- --no-build] [-- --runs 5]
/* global window, performance, PopStateEvent -- used inside page.evaluate, in the browser */
import { gzipSync } from 'node:zlib';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { buildApps, ensureInstalled, startStack } from '../../scripts/stack.mjs';

const RUNS = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 5;
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const BUDGET = { landing: 150 * 1024, remote: 40 * 1024 };
const REMOTE_VISITS = [
  ['mfe_quotes_policies', '/dashboard/policies/home', 'cliente@demo.local'],
  ['mfe_claims', '/dashboard/claims/home', 'cliente@demo.local'],
  ['mfe_cyber', '/dashboard/cyber/home', 'cliente@demo.local'],
  ['mfe_onboarding', '/dashboard/users/list', 'cliente@demo.local'],
  ['mfe_ipaf', '/ipaf/prev', 'cliente@demo.local'],
  ['mfe_broker', '/broker/index', 'corretor@demo.local'],
];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Records every JavaScript response of a page: url -> gzip size of its body. */
function recordScripts(page) {
  const seen = new Map();
  page.on('response', async (response) => {
    const url = response.url();
    if (!/\.m?js(\?|$)/.test(url) || seen.has(url)) return;
    seen.set(url, 0);
    try {
      seen.set(url, gzipSync(await response.body(), { level: 9 }).length);
    } catch {
      // navigated away before the body was read: measured again on the next run
    }
  });
  return seen;
}
const total = (map, urls = [...map.keys()]) => urls.reduce((sum, url) => sum + (map.get(url) ?? 0), 0);

async function landing(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = recordScripts(page);
  const started = Date.now();
  await page.goto('http://localhost:3000/');
  await page.getByLabel('E-mail').waitFor();
  const formMs = Date.now() - started;
  const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
  await page.waitForLoadState('networkidle');
  const bytes = total(scripts);
  await context.close();
  return { bytes, fcp, formMs, count: scripts.size };
}

async function signIn(page, email) {
  await page.goto('http://localhost:3000/');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill('Demo!2026');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/(dashboard|broker)\/index$/);
  await page.waitForLoadState('networkidle');
}

async function remoteFirstVisit(browser, [remote, route, email]) {
  const context = await browser.newContext();
  // Signed in, the shell keeps the live-update stream open by design, so the network is never
  // idle; it is not what is measured here: refuse it (the shell then backs off quietly).
  await context.route('**/v3/live', (request) => request.fulfill({ status: 503, body: '' }));
  const page = await context.newPage();
  const scripts = recordScripts(page);
  await signIn(page, email);
  // Reload on a page of the shell itself, so the measured remote is not loaded yet; the
  // browser cache may serve its files, but they are counted all the same.
  scripts.clear();
  await page.goto('http://localhost:3000/help');
  await page.waitForLoadState('networkidle');
  const before = new Set(scripts.keys());
  await page.evaluate((to) => {
    window.history.pushState({ idx: 99 }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: { idx: 99 } }));
  }, route);
  await page.locator(`[data-remote="${remote}"][data-state="mounted"]`).waitFor();
  await page.waitForLoadState('networkidle');
  const added = [...scripts.keys()].filter((url) => !before.has(url));
  await context.close();
  return total(scripts, added);
}

ensureInstalled();
if (!process.argv.includes('--no-build')) buildApps();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-'));
const stack = await startStack({ env: { PGLITE_DIR: dataDir, LOG_LEVEL: 'warn' }, quiet: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
try {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await landing(browser));
  const bytes = median(runs.map((r) => r.bytes));
  console.log(`landing route (guest opens /, ends on sign-in), ${RUNS} cold runs, medians:`);
  console.log(
    `  JavaScript: ${kb(bytes)} gzip in ${median(runs.map((r) => r.count))} files (budget ${kb(BUDGET.landing)}) ${bytes <= BUDGET.landing ? 'OK' : 'OVER'}`,
  );
  console.log(`  first contentful paint: ${median(runs.map((r) => r.fcp)).toFixed(0)} ms`);
  console.log(`  sign-in form visible: ${median(runs.map((r) => r.formMs))} ms (includes the OpenID redirect)`);
  console.log('first visit of each remote (JavaScript added, gzip):');
  for (const visit of REMOTE_VISITS) {
    const added = await remoteFirstVisit(browser, visit);
    console.log(
      `  ${visit[0].padEnd(20)} ${kb(added).padStart(9)} (budget ${kb(BUDGET.remote)}) ${added <= BUDGET.remote ? 'OK' : 'OVER'}`,
    );
  }
} finally {
  await browser.close();
  stack.stop();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  rmSync(dataDir, { recursive: true, force: true });
}
