#!/usr/bin/env node
// `node scripts/check-dev.mjs [remote...]`: proves `npm run dev -- <remote>` for each remote
// (all six by default) in Chromium: the shell signs in, renders the remote's area from its dev
// server, and an edit to one of the remote's components reaches the page by Fast Refresh, with
// no reload (a window marker set before the edit survives). Binds ports 3000-3006 and 4000:
// run it under the machine's stack lock, with the production stack stopped.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { API_PORT, REMOTES, ROOT, SHELL_PORT } from './stack.mjs';

// Playwright is the e2e package's dependency; the check drives the same Chromium as the journeys.
const { chromium } = createRequire(path.join(ROOT, 'e2e/package.json'))('@playwright/test');

/** Per remote: who signs in, the area's page, and one component whose JSX the check edits. */
const CHECKS = {
  'mfe-claims': {
    email: 'cliente@demo.local',
    path: '/dashboard/claims/home',
    file: 'src/features/claims-list/claims-list.tsx',
    tag: '<h1 id="claims-title">',
    ready: '#claims-title',
  },
};

const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const remotes = wanted.length ? wanted : REMOTES.map(([folder]) => folder);

async function waitFor(url, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

async function checkInShell(remote, check) {
  const port = REMOTES.find(([folder]) => folder === remote)[1];
  // Its own process group, so that stopping it stops rsbuild and the API behind npx and pnpm.
  const dev = spawn(process.execPath, [path.join(ROOT, 'scripts/dev.mjs'), remote], {
    cwd: ROOT,
    detached: true,
    stdio: process.env.DEBUG ? 'inherit' : 'ignore',
  });
  const file = path.join(ROOT, remote, check.file);
  const original = readFileSync(file, 'utf8');
  const errors = [];
  let browser;
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox'],
    });
    await waitFor(`http://127.0.0.1:${API_PORT}/v3/health`, 180_000);
    await waitFor(`http://127.0.0.1:${SHELL_PORT}/`, 180_000);
    await waitFor(`http://127.0.0.1:${port}/mf-manifest.json`, 180_000);
    const page = await browser.newPage({ locale: 'pt-BR' });
    page.on('pageerror', (error) => errors.push(error.message));
    if (process.env.DEBUG)
      page.on('requestfinished', async (request) => {
        if (request.url().includes('hot-update'))
          console.log(`  [hmr] ${request.url()} ${(await request.response())?.status()}`);
      });
    if (process.env.DEBUG) page.on('websocket', (socket) => console.log(`  [websocket] ${socket.url()}`));
    if (process.env.DEBUG)
      page.on('console', (message) => console.log(`  [console ${message.type()}] ${message.text().slice(0, 300)}`));
    await page.goto(`http://localhost:${SHELL_PORT}${check.path}`);
    await page.waitForURL(/\/auth\/login\?interaction=/, { timeout: 60_000 });
    await page.getByLabel('E-mail').fill(check.email);
    await page.getByLabel('Senha').fill('Demo!2026');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((url) => url.pathname === check.path, { timeout: 60_000 });
    await page.locator(check.ready).waitFor({ timeout: 60_000 });
    await page.evaluate(() => (globalThis.__devCheckMarker = 'kept'));
    // The edit a developer makes: an attribute on one element of the remote's component.
    if (!original.includes(check.tag)) throw new Error(`${check.file} no longer contains ${check.tag}`);
    writeFileSync(file, original.replace(check.tag, check.tag.replace('>', ' data-dev-check="edited">')));
    await page.locator('[data-dev-check="edited"]').waitFor({ timeout: 60_000 });
    const marker = await page.evaluate(() => globalThis.__devCheckMarker);
    if (marker !== 'kept') throw new Error('the page reloaded instead of refreshing the component');
    if (errors.length) throw new Error(`page errors: ${errors.join(' | ')}`);
  } finally {
    writeFileSync(file, original);
    await browser?.close();
    try {
      process.kill(-dev.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

let failed = 0;
for (const remote of remotes) {
  const check = CHECKS[remote];
  if (!check) {
    console.log(`SKIP ${remote}: no check declared`);
    failed += 1;
    continue;
  }
  const started = Date.now();
  try {
    await checkInShell(remote, check);
    console.log(
      `PASS ${remote} in the shell: area rendered, component edit applied without reload (${Math.round((Date.now() - started) / 1000)} s)`,
    );
  } catch (error) {
    failed += 1;
    console.log(`FAIL ${remote} in the shell: ${error.message}`);
  }
}
process.exit(failed ? 1 : 0);
