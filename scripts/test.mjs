#!/usr/bin/env node
// `npm test`: every check, in the order a failure is cheapest to find.
// static checks (lint, format, type checks, the API client; side by side) -> unit ->
// API on PGlite, component catalogue and build (side by side) -> e2e in Chromium -> e2e of the
// dev modes (npm run dev, in the shell and standalone). Each API test file runs on one of the two
// engines (api/test/engines.ts says which). The API suite on a PostgreSQL server runs
// from the start beside all of these up to the e2e: it mostly waits on its server, and one file
// at a time (its files share the database), so it is the longest step and the lightest on CPU.
// Steps side by side share nothing: each API suite has its own database, the builds write their
// own folders. Their output is held and printed whole when each ends, so logs never interleave.
// Ends with one summary line "N passed, N failed" counting individual tests.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { BUILD_COMMAND, PNPM, ROOT, ensureInstalled } from './stack.mjs';
import { startPostgres } from './postgres-server.mjs';
import { budgetReport } from './test-budget.mjs';

const totals = { passed: 0, failed: 0 };
const reports = path.join(ROOT, '.data/test-reports');
rmSync(reports, { recursive: true, force: true });

/** How long each step took, printed at the end: where the run's minutes go. */
const timings = [];
const seconds = (started) => Math.round((Date.now() - started) / 1000);
const runStarted = Date.now();
/** Seconds per part of the budget (scripts/test-budget.mjs): a step's time counts to its part's. */
const parts = {};
const PART_OF_STEP = [
  [/^(lint|format|type check|api client)/, 'static'],
  [/^vitest unit/, 'unit'],
  [/^vitest api/, 'API'],
  [/^(build|component catalogue)/, 'build'],
  [/^e2e dev mode/, 'dev modes'],
  [/^e2e/, 'e2e'],
];

/**
 * Runs one step; resolves true when it passed. `together`: it runs beside other steps, so its
 * output is held and printed when it ends; otherwise it goes straight to the terminal.
 */
function step(name, command, args, env = {}, { together = false } = {}) {
  if (!together) console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const child = spawn(command, args, {
    cwd: ROOT,
    stdio: together ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
  });
  const held = [];
  child.stdout?.on('data', (chunk) => held.push(chunk));
  child.stderr?.on('data', (chunk) => held.push(chunk));
  return new Promise((resolve) => {
    child.on('error', (error) => held.push(Buffer.from(`${error}\n`)));
    child.on('close', (status) => {
      timings.push(`${name} ${seconds(started)} s`);
      // Side by side, a part took as long as its longest step; one after another, their sum.
      const part = PART_OF_STEP.find(([pattern]) => pattern.test(name))?.[1];
      if (part)
        parts[part] = together ? Math.max(parts[part] ?? 0, seconds(started)) : (parts[part] ?? 0) + seconds(started);
      if (together) {
        console.log(`\n=== ${name} ===`);
        process.stdout.write(Buffer.concat(held));
      }
      if (status !== 0) console.error(`\n${name} failed`);
      resolve(status === 0);
    });
  });
}

/** Steps side by side: resolves true when every one passed; the phase's own time is recorded too. */
async function together(name, steps) {
  const started = Date.now();
  const results = await Promise.all(steps.map((run) => run({ together: true })));
  timings.push(`[${name} ${seconds(started)} s]`);
  return results.every(Boolean);
}

function countVitest(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
}

function countPlaywright(file) {
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
}

const vitest = async (project, label, env = {}, options = {}) => {
  const out = path.join(reports, `${label}.json`);
  const ok = await step(
    `vitest ${label}`,
    'npx',
    ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    env,
    options,
  );
  try {
    countVitest(out);
  } catch {
    totals.failed += 1;
  }
  return ok;
};

/** One of the e2e package's Playwright scripts, in Chromium; its tests counted from its JSON report. */
const playwright = async (label, script) => {
  const out = path.join(reports, `${label.replaceAll(' ', '-')}.json`);
  const ok = await step(`${label} (Chromium)`, PNPM[0], [...PNPM.slice(1), '--filter', 'e2e', script], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
  });
  countPlaywright(out);
  return ok;
};

ensureInstalled();
// The PostgreSQL suite starts first and is awaited with the PGlite suite and the build.
const external = process.env.DATABASE_URL;
const server = external ? null : startPostgres();
// Each API test file runs on one engine (API_TEST_SPLIT; api/test/engines.ts), the smoke file on both.
const onPostgres = vitest(
  'api',
  'api-postgres',
  { DATABASE_URL: external ?? server.url, API_TEST_SPLIT: '1' },
  { together: true },
);
let ok = true;
let built = false;
try {
  ok = await together('static checks', [
    (options) => step('lint', 'npx', ['eslint', '.', '--max-warnings', '0'], {}, options),
    (options) => step('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn'], {}, options),
    (options) => step('type check', 'npx', ['tsc', '-p', 'tsconfig.json'], {}, options),
    (options) => step('type check api', 'npx', ['tsc', '-p', 'api/tsconfig.json'], {}, options),
    // The typed client the front ends use is what the API's OpenAPI document says now.
    (options) =>
      step('api client current', process.execPath, ['shared/api-client/scripts/generate.mjs', '--check'], {}, options),
  ]);
  ok = (await vitest('unit', 'unit')) && ok;

  // The PGlite suite (two files at a time, each on its own in-memory database), the component
  // catalogue and the build side by side, then the end of the PostgreSQL suite.
  const apiPhase = Date.now();
  ok =
    (await together('API on PGlite and build', [
      (options) =>
        vitest('api', 'api-pglite', { PGLITE_DIR: 'memory://', DATABASE_URL: '', API_TEST_SPLIT: '1' }, options),
      // The catalogue of @platform/ui (Ladle): every component in its states must still build.
      (options) =>
        step('component catalogue', PNPM[0], [...PNPM.slice(1), '--filter', '@platform/ui', 'catalogue'], {}, options),
      async (options) => (built = await step('build', ...BUILD_COMMAND, {}, options)),
    ])) && ok;
  const waited = Date.now();
  ok = (await onPostgres) && ok;
  timings.push(`[then the PostgreSQL suite's end ${seconds(waited)} s]`);
  // The API part is what the API suites add to the run: from the end of unit to the end of both
  // (the PostgreSQL suite's first minutes run beside static and unit, which count them already).
  parts.API = seconds(apiPhase);
} finally {
  server?.stop();
}

try {
  if (!built) throw new Error('the build failed: no e2e');
  ok = (await playwright('e2e', 'test')) && ok;
  // After the journeys (their stack is stopped): `npm run dev` in the shell and standalone, on the same ports.
  ok = (await playwright('e2e dev mode', 'test:dev-mode')) && ok;
} catch (error) {
  console.error(error);
  totals.failed += 1;
  ok = false;
}

console.log(`\n${timings.join(', ')}`);
console.log(`\n${budgetReport(parts, seconds(runStarted)).join('\n')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
