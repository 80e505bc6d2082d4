#!/usr/bin/env node
// `npm run bench`: production builds served as `npm start` serves them, the API on PostgreSQL,
// then one table of figures against their budgets (issue 10, "fast on a phone"). Budgets are
// checked here, not by timed tests. Run it alone on the machine: `flock /tmp/stack.lock npm run bench`.
// Usage: npm run bench [-- --no-build] [-- --runs 3] [-- --files] (lists the landing's and each remote's
// scripts) [-- --only browser,lighthouse,inp,api,finish,book] (some parts only: the API part alone takes a minute)
// [-- --pages sign-up,/broker] (the cold pages whose name holds one of these, with the landing beside them)
import { buildApps, ensureInstalled, startStack } from '../../scripts/stack.mjs';
import { startPostgres } from '../../scripts/postgres-server.mjs';
import { apiFigures } from './api-figures.mjs';
import { bookFigures } from './book-figures.mjs';
import { browserFigures } from './browser-figures.mjs';
import { COLD_PAGES, coldPageScripts, pageName } from './cold-pages.mjs';
import { interactionFigures } from './interaction-figures.mjs';
import { finishFigures } from './finish-figures.mjs';
import { lighthouseFigures } from './lighthouse-figures.mjs';
import { questionnaireFigures } from './questionnaire-figures.mjs';
import { atLeast, atMost, kb, ms, printTable, row } from './table.mjs';

const RUNS = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3;
const PARTS = ['browser', 'lighthouse', 'inp', 'api', 'finish', 'book'];
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1].split(',') : PARTS;
if (only.some((part) => !PARTS.includes(part))) throw new Error(`--only takes some of ${PARTS.join(',')}`);
const FILES = process.argv.includes('--files');
const PASSWORD = 'Demo!2026';
const BUDGET = {
  landing: 130 * 1024,
  remote: 20 * 1024,
  /** Remotes (or screens of one, by the name the bench gives them) with a budget of their own. */
  remoteBudgets: { 'mfe_quotes_policies quotes home': 40 * 1024 },
  score: 95,
  lcp: 1500,
  // Issue 25: every cold entry page, and its JavaScript until it answers input.
  cls: 0.05,
  jsBeforeInput: 130 * 1024,
  inp: 200,
  // Lighthouse's own "good" thresholds: the issue sets none for these two.
  fcp: 1800,
  tbt: 200,
  routeChange: 50,
  apiRatio: 0.6,
  // The bench's own budget for a read under a steady 500 requests per second.
  p99: 100,
  // Issue 11: the questionnaire's first visit, and a key to its paint in a 150-question form.
  questionnaire: 40 * 1024,
  typing: 50,
  // Issue 12: "finish" to the quote options shown, on loopback. Neither the issue nor the spec sets
  // a figure (the spec promises an instant decision for a clear risk); 2 s is the bench's own, the
  // wait past which a person stops feeling the answer as "at once".
  finishToOptions: 2000,
  // Issue 23: a filtered page of the broker's book with 5,000 companies, PostgreSQL on loopback.
  bookPage: 100,
};
const wanted = process.argv.includes('--pages') ? process.argv[process.argv.indexOf('--pages') + 1].split(',') : null;
// The landing is always measured: the other pages' figures read against it, in the same run.
const LIGHTHOUSE_PAGES = COLD_PAGES.filter(
  (page) => !wanted || page.path === '/' || wanted.some((name) => pageName(page).includes(name)),
);

ensureInstalled();
if (!process.argv.includes('--no-build')) buildApps();
const postgres = startPostgres(55434);
// The bench signs the demo customer in dozens of times a minute: the sign-in limits (10 a minute
// by default) are not what it measures, so they are raised as the e2e raises them.
const stack = await startStack({
  env: {
    DATABASE_URL: postgres.url,
    LOG_LEVEL: 'warn',
    LOGIN_RATE_LIMIT: '1000',
    ACCOUNT_RATE_LIMIT: '1000',
    GLOBAL_AUTH_RATE_LIMIT: '100000',
  },
  quiet: true,
});
const rows = [];
// A part that fails is a row of its own: the figures of the other parts are still printed.
const part = async (name, measure) => {
  if (!only.includes(name)) return;
  try {
    await measure();
  } catch (error) {
    console.error(error);
    rows.push(
      row(
        `${name}: could not measure`,
        String(error.message ?? error)
          .split('\n')[0]
          .slice(0, 60),
        '',
        false,
      ),
    );
  }
};
try {
  await part('browser', async () => {
    const browser = await browserFigures({ password: PASSWORD, runs: RUNS });
    const { landing } = browser;
    rows.push(atMost(`landing JS, gzip (${landing.files.size} files)`, landing.bytes, BUDGET.landing, kb));
    if (FILES) listFiles('landing', landing.files);
    for (const [remote, { bytes, files }] of browser.remotes) {
      rows.push(atMost(`first visit ${remote}, gzip`, bytes, BUDGET.remoteBudgets[remote] ?? BUDGET.remote, kb));
      if (FILES) listFiles(`first visit ${remote}`, files);
    }
    rows.push(atMost('route change to a visited remote', browser.routeChangeMs, BUDGET.routeChange, ms));
    const questionnaire = await questionnaireFigures({ password: PASSWORD });
    rows.push(
      atMost(
        'first visit questionnaire (ipaf/one-page), gzip',
        questionnaire.firstVisitBytes,
        BUDGET.questionnaire,
        kb,
      ),
    );
    rows.push(
      atMost(
        `typing, ${questionnaire.fields}-field questionnaire: input to paint (median)`,
        questionnaire.typingMs,
        BUDGET.typing,
        ms,
      ),
    );
  });

  await part('lighthouse', async () => {
    const scripts = await coldPageScripts(LIGHTHOUSE_PAGES, PASSWORD);
    const lighthouse = await lighthouseFigures(LIGHTHOUSE_PAGES, PASSWORD, RUNS);
    for (const [name, figures] of Object.entries(lighthouse)) {
      rows.push(atLeast(`Lighthouse mobile ${name}: score (median of ${RUNS})`, figures.score, BUDGET.score, String));
      rows.push(atMost(`Lighthouse mobile ${name}: LCP`, figures.lcp, BUDGET.lcp, ms));
      rows.push(atMost(`Lighthouse mobile ${name}: FCP`, figures.fcp, BUDGET.fcp, ms));
      rows.push(atMost(`Lighthouse mobile ${name}: TBT`, figures.tbt, BUDGET.tbt, ms));
      rows.push(atMost(`Lighthouse mobile ${name}: CLS`, figures.cls, BUDGET.cls, (v) => v.toFixed(3)));
      const js = scripts[name];
      rows.push(
        atMost(`${name}: JS before it answers input (${js.files.size} files)`, js.bytes, BUDGET.jsBeforeInput, kb),
      );
      if (FILES) listFiles(`${name} before it answers input`, js.files);
    }
  });

  await part('inp', async () => {
    const interactions = await interactionFigures({ password: PASSWORD, runs: RUNS });
    for (const [name, { ms: worst, count, runsMs }] of Object.entries(interactions))
      rows.push(
        atMost(
          `INP, 4x CPU: ${name} (${count} interactions; median of ${runsMs.join(', ')} ms)`,
          worst,
          BUDGET.inp,
          ms,
        ),
      );
  });

  await part('api', apiRows);

  await part('finish', async () => {
    const finish = await finishFigures({ password: PASSWORD, runs: RUNS });
    rows.push(row(`finish to the success screen (median of ${finish.runs})`, ms(finish.toSuccessMs)));
    rows.push(row('finish to quote options shown, each run', finish.runsMs.map(Math.round).join(', ') + ' ms'));
    rows.push(
      atMost(
        `finish to quote options shown (median of ${finish.runs}, loopback)`,
        finish.toOptionsMs,
        BUDGET.finishToOptions,
        ms,
      ),
    );
  });

  // Last: it adds 5,000 companies to the demo broker's book, which the other parts must not see.
  await part('book', async () => {
    const book = await bookFigures({
      apiOrigin: 'http://127.0.0.1:4000',
      databaseUrl: postgres.url,
      email: 'corretor@demo.local',
      password: PASSWORD,
    });
    rows.push(
      atMost(
        `broker book, filtered page p95 (${book.companies} companies, ${book.samples} requests)`,
        book.p95,
        BUDGET.bookPage,
        ms,
      ),
    );
  });
} finally {
  stack.stop();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  postgres.stop();
}
process.exitCode = printTable(rows) ? 1 : 0;

function listFiles(title, files) {
  console.log(`${title}:`);
  for (const [url, bytes] of [...files].sort((a, b) => b[1] - a[1])) console.log(`${kb(bytes)}\t${url}`);
}

async function apiRows() {
  const api = await apiFigures({
    apiOrigin: 'http://127.0.0.1:4000',
    databaseUrl: postgres.url,
    email: 'cliente@demo.local',
    password: PASSWORD,
  });
  const perSecond = (value) => `${Math.round(value)} req/s`;
  rows.push(row('GET /v3/policies (PostgreSQL)', perSecond(api.api.perSecond)));
  rows.push(row('bare Fastify route, same query', perSecond(api.baseline.perSecond)));
  rows.push(
    atLeast('API / bare ratio', api.api.perSecond / api.baseline.perSecond, BUDGET.apiRatio, (v) => v.toFixed(2)),
  );
  rows.push(atMost(`p99 at 500 req/s (${perSecond(api.steady.perSecond)} served)`, api.steady.p99, BUDGET.p99, ms));
  const errors = api.api.errors + api.baseline.errors + api.steady.errors;
  rows.push(atMost('API errors under load', errors, 0, String));
}
