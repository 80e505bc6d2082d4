#!/usr/bin/env node
// `npm test`: every check, in the order a failure is cheapest to find.
// lint -> type check -> unit -> API on PGlite -> API on a PostgreSQL server -> component catalogue ->
// build -> e2e in Chromium -> e2e of the dev modes (npm run dev, in the shell and standalone).
// Ends with one summary line "N passed, N failed" counting individual tests.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { PNPM, ROOT, buildApps, ensureInstalled } from './stack.mjs';
import { startPostgres } from './postgres-server.mjs';

const totals = { passed: 0, failed: 0 };
const reports = path.join(ROOT, '.data/test-reports');
rmSync(reports, { recursive: true, force: true });

/** How long each step took, printed at the end: where the run's minutes go. */
const timings = [];

function step(name, command, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  timings.push(`${name} ${Math.round((Date.now() - started) / 1000)} s`);
  if (result.status !== 0) {
    console.error(`\n${name} failed`);
    return false;
  }
  return true;
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

const vitest = (project, label, env = {}) => {
  const out = path.join(reports, `${label}.json`);
  const ok = step(
    `vitest ${label}`,
    'npx',
    ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    env,
  );
  try {
    countVitest(out);
  } catch {
    totals.failed += 1;
  }
  return ok;
};

ensureInstalled();
let ok = step('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
ok = step('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']) && ok;
ok = step('type check', 'npx', ['tsc', '-p', 'tsconfig.json']) && ok;
ok = step('type check api', 'npx', ['tsc', '-p', 'api/tsconfig.json']) && ok;
// The typed client the front ends use is what the API's OpenAPI document says now.
ok = step('api client current', process.execPath, ['shared/api-client/scripts/generate.mjs', '--check']) && ok;
ok = vitest('unit', 'unit') && ok;
ok = vitest('api', 'api-pglite', { PGLITE_DIR: 'memory://', DATABASE_URL: '' }) && ok;

const external = process.env.DATABASE_URL;
const server = external ? null : startPostgres();
try {
  ok = vitest('api', 'api-postgres', { DATABASE_URL: external ?? server.url }) && ok;
} finally {
  server?.stop();
}

// The catalogue of @platform/ui (Ladle): every component in its states must still build.
ok = step('component catalogue', PNPM[0], [...PNPM.slice(1), '--filter', '@platform/ui', 'catalogue']) && ok;

try {
  const started = Date.now();
  buildApps();
  timings.push(`build ${Math.round((Date.now() - started) / 1000)} s`);
  const out = path.join(reports, 'e2e.json');
  ok =
    step('e2e (Chromium)', PNPM[0], [...PNPM.slice(1), '--filter', 'e2e', 'test'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: out,
    }) && ok;
  countPlaywright(out);
  // After the journeys (their stack is stopped): `npm run dev` in the shell and standalone, on the same ports.
  const devOut = path.join(reports, 'e2e-dev-mode.json');
  ok =
    step('e2e dev mode (Chromium)', PNPM[0], [...PNPM.slice(1), '--filter', 'e2e', 'test:dev-mode'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: devOut,
    }) && ok;
  countPlaywright(devOut);
} catch (error) {
  console.error(error);
  totals.failed += 1;
  ok = false;
}

console.log(`\n${timings.join(', ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
