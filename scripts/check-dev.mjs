#!/usr/bin/env node
// `npm run check:dev [-- remote...]`: proves the two ways a team develops its remote, for each of
// the six (or those named), in headless Chromium:
//   shell dev   `npm run dev -- <remote>`: the shell signs in and renders the remote's area from
//               the remote's dev server;
//   HMR         an edit to one of the remote's components (a text added, restored afterwards)
//               reaches the page by Fast Refresh, without a reload (a window marker survives);
//   standalone  `npm run dev -- <remote> --standalone`: the remote's own page signs in through
//               the API's OpenID provider and renders the same area.
// Prints a table remote x {shell dev, HMR, standalone}; exits 1 when any cell failed.
// Binds ports 3000-3006 and 4000: run it under the machine's stack lock
// (`flock /tmp/stack.lock npm run check:dev`), with nothing else on those ports.
// DEBUG=1 shows the dev servers' output and the page's console.
import { createRequire } from 'node:module';
import path from 'node:path';
import { REMOTES, ROOT } from './stack.mjs';
import { DEV_CHECKS, editComponent, openSignedIn, startDev } from './dev-check.mjs';

// Playwright is the e2e package's dependency; the check drives the same Chromium as the journeys.
const { chromium } = createRequire(path.join(ROOT, 'e2e/package.json'))('@playwright/test');
const debug = Boolean(process.env.DEBUG);

const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const remotes = wanted.length ? wanted : REMOTES.map(([folder]) => folder);
for (const remote of remotes)
  if (!DEV_CHECKS[remote]) {
    console.error(`unknown remote ${remote}; one of ${Object.keys(DEV_CHECKS).join(', ')}`);
    process.exit(1);
  }
// Ctrl-C still restores an edited component (editComponent restores on exit).
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

async function withPage(browser, run) {
  const page = await browser.newPage({ locale: 'pt-BR' });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  if (debug)
    page.on('console', (message) => console.log(`  [console ${message.type()}] ${message.text().slice(0, 300)}`));
  try {
    await run(page);
    if (errors.length) throw new Error(`page errors: ${errors.join(' | ')}`);
  } finally {
    await page.close();
  }
}

/** Shell dev and HMR: returns one result per column. */
async function checkInShell(browser, remote) {
  const result = { shell: 'not run', hmr: 'not run' };
  const dev = await startDev(remote, { log: debug });
  try {
    await withPage(browser, async (page) => {
      await openSignedIn(page, remote);
      result.shell = 'PASS';
      const { id } = DEV_CHECKS[remote];
      // A reload would lose the window's marker; a remount (state lost) would replace the element.
      await page.evaluate((id) => {
        globalThis.__devCheckMarker = 'kept';
        globalThis.document.getElementById(id).__devCheckKept = true;
      }, id);
      const edit = editComponent(remote, id);
      try {
        await page.getByText(edit.marker).waitFor({ timeout: 60_000 });
        const marker = await page.evaluate(() => globalThis.__devCheckMarker);
        if (marker !== 'kept') throw new Error('the page reloaded instead of refreshing the component');
        const same = await page.evaluate((id) => globalThis.document.getElementById(id).__devCheckKept === true, id);
        if (!same) throw new Error('the component was mounted anew: its state was lost');
        result.hmr = `PASS (${edit.file})`;
      } finally {
        edit.restore();
      }
    });
  } catch (error) {
    if (result.shell !== 'PASS') result.shell = `FAIL: ${error.message.split('\n')[0]}`;
    else result.hmr = `FAIL: ${error.message.split('\n')[0]}`;
  } finally {
    await dev.stop();
  }
  return result;
}

async function checkStandalone(browser, remote) {
  const dev = await startDev(remote, { standalone: true, log: debug });
  try {
    await withPage(browser, (page) => openSignedIn(page, remote, { standalone: true }));
    return 'PASS';
  } catch (error) {
    return `FAIL: ${error.message.split('\n')[0]}`;
  } finally {
    await dev.stop();
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const rows = [];
try {
  for (const remote of remotes) {
    const started = Date.now();
    let cells;
    try {
      const inShell = await checkInShell(browser, remote);
      cells = { ...inShell, standalone: await checkStandalone(browser, remote) };
    } catch (error) {
      // The dev servers did not come up at all.
      const failed = `FAIL: ${error.message.split('\n')[0]}`;
      cells = { shell: failed, hmr: 'not run', standalone: 'not run' };
    }
    const row = { remote, ...cells, seconds: Math.round((Date.now() - started) / 1000) };
    rows.push(row);
    console.log(`${remote}: shell dev ${row.shell} | HMR ${row.hmr} | standalone ${row.standalone} (${row.seconds} s)`);
  }
} finally {
  await browser.close();
}

const columns = [
  ['remote', 'remote'],
  ['shell', 'shell dev'],
  ['hmr', 'HMR'],
  ['standalone', 'standalone'],
  ['seconds', 's'],
];
const cell = (value) => String(value).replace(/\|/g, '/');
console.log(`\n| ${columns.map(([, title]) => title).join(' | ')} |`);
console.log(`|${columns.map(() => '---').join('|')}|`);
for (const row of rows) console.log(`| ${columns.map(([key]) => cell(row[key])).join(' | ')} |`);
const failed = rows.filter((row) => ![row.shell, row.hmr, row.standalone].every((value) => value.startsWith('PASS')));
console.log(`\n${rows.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
