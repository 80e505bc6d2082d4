#!/usr/bin/env node
// `npm run bench:failover` (issue 27): two API instances behind HAProxy, as `API_INSTANCES=2 npm
// start` runs them, and autocannon on loopback through the shell's origin at a steady rate of
// signed-in reads (policies, quotes, claims). Phases of a bounded length: both up; one instance
// killed (SIGKILL) as the phase starts; one down; a rolling restart; then, with `--soak <minutes>`,
// a steady soak with each instance's memory. One table: requests, req/s, 200, 5xx, errors, p99.
// Run it alone: `flock /tmp/stack.lock npm run bench:failover -- --no-build [--seconds 10] [--rate 200] [--soak 10]`.
import autocannon from 'autocannon';
import { buildApps, ensureInstalled, startStack } from '../../scripts/stack.mjs';
import { signInOverHttp } from './api-figures.mjs';
import { rssMb } from './memory.mjs';

const option = (name, fallback) =>
  process.argv.includes(`--${name}`) ? Number(process.argv[process.argv.indexOf(`--${name}`) + 1]) : fallback;
const SECONDS = option('seconds', 10);
const RATE = option('rate', 200);
const SOAK_MINUTES = option('soak', 0);
const SHELL = 'http://localhost:3000';

/** autocannon at RATE requests a second over 10 connections; `until` (a promise) ends it early. */
function phase(name, token, { seconds = SECONDS, until } = {}) {
  const counts = { name, ok: 0, server: 0, other: 0 };
  const run = autocannon({
    url: SHELL,
    connections: 10,
    overallRate: RATE,
    duration: until ? 3600 : seconds,
    headers: { authorization: `Bearer ${token}` },
    requests: ['/v3/policies', '/v3/quotes', '/v3/claims'].map((path) => ({ method: 'GET', path })),
  });
  run.on('response', (_client, status) => {
    if (status === 200) counts.ok += 1;
    else if (status >= 500) counts.server += 1;
    else counts.other += 1;
  });
  until?.then(() => run.stop());
  return run.then((result) => ({
    ...counts,
    requests: result.requests.total,
    perSecond: Math.round(result.requests.average),
    errors: result.errors + result.timeouts,
    p99: result.latency.p99,
  }));
}

ensureInstalled();
if (!process.argv.includes('--no-build')) buildApps();
const stack = await startStack({
  env: {
    API_INSTANCES: '2',
    LOG_LEVEL: 'warn',
    LOGIN_RATE_LIMIT: '1000',
    ACCOUNT_RATE_LIMIT: '1000',
    GLOBAL_AUTH_RATE_LIMIT: '100000',
  },
  quiet: true,
});
const rows = [];
const memory = [];
try {
  const token = await signInOverHttp('cliente@demo.local', 'Demo!2026');
  await phase('warm-up', token, { seconds: 3 });
  rows.push(await phase('both instances up', token));
  const killed = phase('api2 killed (SIGKILL) as this starts', token);
  stack.children.api2.kill('SIGKILL');
  rows.push(await killed);
  rows.push(await phase('api2 down, api alone', token));
  rows.push({ ...(await phase('rolling restart (api2 back, then api)', token, { until: stack.rollingRestart() })) });
  if (SOAK_MINUTES > 0) {
    const sample = (minute) =>
      memory.push({ minute, api: rssMb(stack.children.api.pid), api2: rssMb(stack.children.api2.pid) });
    const minutes = [];
    for (let minute = 1; minute <= SOAK_MINUTES; minute += 1) {
      minutes.push(await phase(`soak minute ${minute}`, token, { seconds: 60 }));
      sample(minute);
    }
    const total = (key) => minutes.reduce((sum, row) => sum + row[key], 0);
    rows.push({
      name: `soak ${SOAK_MINUTES} min`,
      requests: total('requests'),
      perSecond: Math.round(total('perSecond') / minutes.length),
      ok: total('ok'),
      server: total('server'),
      other: total('other'),
      errors: total('errors'),
      p99: Math.max(...minutes.map((row) => row.p99)),
    });
  }
} finally {
  stack.stop();
}

console.log(`\nFailover bench: ${RATE} req/s of signed-in reads through ${SHELL}, ${SECONDS} s a phase\n`);
console.log('| phase | requests | req/s | 200 | 5xx | other | errors | p99 ms |');
console.log('|---|---|---|---|---|---|---|---|');
for (const row of rows)
  console.log(
    `| ${row.name} | ${row.requests} | ${row.perSecond} | ${row.ok} | ${row.server} | ${row.other} | ${row.errors} | ${row.p99} |`,
  );
if (memory.length) {
  console.log('\n| soak minute | api RSS MB | api2 RSS MB |\n|---|---|---|');
  for (const { minute, api, api2 } of memory) console.log(`| ${minute} | ${api} | ${api2} |`);
}
process.exit(0);
