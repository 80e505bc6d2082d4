#!/usr/bin/env node
// `npm run soak` (issue 27, item 4): two API instances behind HAProxy on PostgreSQL, and a steady
// rate of what a signed-in customer does through the shell's origin: reads of policies, quotes and
// claims, the questionnaire's autosave (PATCH with the version it holds, the form refetched when a
// live update says it changed, as the questionnaire screen does), and live streams held throughout.
// Prints requests, non-2xx answers by status and p50/p99 per kind, and each instance's RSS every
// minute. Loopback only; at most MAX_IN_FLIGHT requests at once.
// Usage: npm run soak -- [--minutes 10] [--rate 100] [--streams 4] [--sign-in-every 4] [--no-build]
// Ports: SHELL_PORT (3000), API_PORT (4000, 4001), LOAD_BALANCER_PORT (4080), POSTGRES_PORT (55440);
// away from the e2e's: SHELL_PORT=3100 API_PORT=4100 LOAD_BALANCER_PORT=4180 npm run soak.
/* global AbortController, AbortSignal -- Node's own, as fetch is */
import { performance } from 'node:perf_hooks';
import { clearInterval, setInterval } from 'node:timers';
import { setTimeout as sleep } from 'node:timers/promises';
import { TextDecoderStream } from 'node:stream/web';
import { startPostgres } from '../../scripts/postgres-server.mjs';
import { mixSchedule, summarize } from '../../scripts/soak-mix.mjs';
import { PNPM, SHELL_PORT, ensureInstalled, run, startStack } from '../../scripts/stack.mjs';
import { signInOverHttp } from './api-figures.mjs';
import { rssMb } from './memory.mjs';

const option = (name, fallback) =>
  process.argv.includes(`--${name}`) ? Number(process.argv[process.argv.indexOf(`--${name}`) + 1]) : fallback;
const MINUTES = option('minutes', 10);
const RATE = option('rate', 100);
const STREAMS = option('streams', 4);
const POSTGRES_PORT = Number(process.env.POSTGRES_PORT ?? 55440);
const SHELL = `http://localhost:${SHELL_PORT}`;
const EMAIL = 'cliente@demo.local';
const PASSWORD = 'Demo!2026';
// The bench's budget for a read under a steady load (e2e/bench/run.mjs).
const P99_BUDGET_MS = 100;
const MAX_IN_FLIGHT = 100;
// Access tokens last 10 minutes: signing in again (every 4 by default) keeps one valid, as the shell's refresh does.
const SIGN_IN_EVERY_MS = option('sign-in-every', 4) * 60_000;
// Per cycle of ten requests: nine reads, one autosave.
const MIX = mixSchedule({ policies: 3, quotes: 3, claims: 3, save: 1 });
/** The kinds the budget applies to (a sign-in hashes a password on purpose, slowly). */
const BUDGETED = ['policies', 'quotes', 'claims', 'save (PATCH)'];

ensureInstalled();
// No browser here: the shell's build alone (its server forwards /v3 and /oidc to HAProxy).
if (!process.argv.includes('--no-build')) run(PNPM[0], [...PNPM.slice(1), '--filter', './shell', 'build']);
const postgres = startPostgres(POSTGRES_PORT);
const stack = await startStack({
  env: {
    API_INSTANCES: '2',
    DATABASE_URL: postgres.url,
    LOG_LEVEL: 'warn',
    // The soak signs in every few minutes, the limits are not what it measures (as the bench).
    LOGIN_RATE_LIMIT: '1000',
    ACCOUNT_RATE_LIMIT: '1000',
    GLOBAL_AUTH_RATE_LIMIT: '100000',
  },
  quiet: true,
  remotes: false,
});

const samples = [];
const memory = [];
const live = { opened: 0, reconnects: 0, updates: 0, open: 0 };
let notSent = 0;
let heldAtEnd = 0;
let token = '';
let form = null;

/** One request through the shell's origin, timed and recorded under `kind`; resolves with its JSON (or null). */
async function call(kind, path, { method = 'GET', body } = {}) {
  const started = performance.now();
  let status = 0;
  let answer = null;
  try {
    const response = await fetch(`${SHELL}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(10_000),
    });
    status = response.status;
    answer = await response.json().catch(() => null);
  } catch {
    // No answer: recorded as status 0.
  }
  samples.push({ kind, status, ms: performance.now() - started });
  return status >= 200 && status < 300 ? answer : null;
}

/** Keeps the newest version of the questionnaire seen (a save's answer or a refetch). */
const keep = (seen) => {
  if (seen && seen.version > form.version) form = seen;
};

let saving = Promise.resolve();
let toggle = false;
/** The autosave: the changed answer with the version held; one save at a time, as the screen sends them. */
const save = () =>
  (saving = saving.then(async () => {
    toggle = !toggle;
    const path = `/v3/application-forms/${form.id}`;
    const saved = await call('save (PATCH)', path, {
      method: 'PATCH',
      body: { version: form.version, answers: { 'cyber.incident_response_plan': toggle } },
    });
    // Refused (a stale version): the screen refetches the form and carries on from it.
    if (saved) keep(saved);
    else keep(await call('form (refetch)', path));
  }));

const REQUESTS = {
  policies: () => call('policies', '/v3/policies'),
  quotes: () => call('quotes', '/v3/quotes'),
  claims: () => call('claims', '/v3/claims'),
  save,
};

/**
 * One live stream held until `signal` ends it; reopened with the current token when the server ends
 * it (the token expired, an instance stopped), as the shell does. The first stream's updates of the
 * questionnaire make it refetch the form, as the open questionnaire screen does.
 */
async function holdStream(index, signal) {
  while (!signal.aborted) {
    const started = performance.now();
    let status = 0;
    try {
      const response = await fetch(`${SHELL}/v3/live`, {
        headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
        signal,
      });
      status = response.status;
      samples.push({ kind: 'live (open)', status, ms: performance.now() - started });
      if (response.ok) {
        live.opened += 1;
        live.open += 1;
        await readUpdates(response.body, index);
      }
    } catch {
      if (!status && !signal.aborted) samples.push({ kind: 'live (open)', status, ms: performance.now() - started });
    } finally {
      if (status >= 200 && status < 300) live.open -= 1;
    }
    if (signal.aborted) return;
    live.reconnects += 1;
    if (status < 200 || status > 299) await sleep(1000);
  }
}

async function readUpdates(body, index) {
  let buffered = '';
  for await (const chunk of body.pipeThrough(new TextDecoderStream())) {
    buffered += chunk;
    const events = buffered.split('\n\n');
    buffered = events.pop();
    for (const event of events) {
      const data = event.split('\n').find((line) => line.startsWith('data: '));
      if (!event.includes('event: update') || !data) continue;
      live.updates += 1;
      const update = JSON.parse(data.slice('data: '.length));
      if (index === 0 && update.id === form.id && !(update.version <= form.version))
        keep(await call('form (refetch on live update)', `/v3/application-forms/${form.id}`));
    }
  }
}

const sampleMemory = (minute) =>
  memory.push({ minute, api: rssMb(stack.children.api.pid), api2: rssMb(stack.children.api2.pid) });

const streams = new AbortController();
try {
  token = await signInOverHttp(EMAIL, PASSWORD, SHELL);
  form = await call('form (start)', '/v3/application-forms', {
    method: 'POST',
    body: { products: ['CYBER'], replace: true },
  });
  if (!form) throw new Error('could not start a questionnaire for the demo customer');
  const held = Array.from({ length: STREAMS }, (_, index) => holdStream(index, streams.signal));
  const signIn = setInterval(async () => {
    const begun = performance.now();
    try {
      token = await signInOverHttp(EMAIL, PASSWORD, SHELL);
      samples.push({ kind: 'sign-in', status: 200, ms: performance.now() - begun });
    } catch {
      samples.push({ kind: 'sign-in', status: 0, ms: performance.now() - begun });
    }
  }, SIGN_IN_EVERY_MS);

  // Open loop at RATE a second: each request leaves on its time, whether or not earlier ones answered.
  const total = Math.round(MINUTES * 60 * RATE);
  const inFlight = new Set();
  const start = performance.now();
  for (let sent = 0; sent < total; sent += 1) {
    const wait = start + (sent * 1000) / RATE - performance.now();
    if (wait > 0) await sleep(wait);
    // Each instance's memory at every whole minute of the schedule.
    if (sent > 0 && sent % (60 * RATE) === 0) sampleMemory(sent / (60 * RATE));
    if (inFlight.size >= MAX_IN_FLIGHT) {
      notSent += 1;
      continue;
    }
    const request = REQUESTS[MIX[sent % MIX.length]]().finally(() => inFlight.delete(request));
    inFlight.add(request);
  }
  await Promise.all([...inFlight, saving]);
  clearInterval(signIn);
  sampleMemory(Number.isInteger(MINUTES) ? MINUTES : `end (${MINUTES})`);
  heldAtEnd = live.open;
  streams.abort();
  await Promise.all(held);
} finally {
  streams.abort();
  stack.stop();
  await sleep(1000);
  postgres.stop();
}

const rows = summarize(samples);
const errors = (row) =>
  Object.entries(row.errors)
    .map(([status, count]) => `${count} × ${status === '0' ? 'no answer' : status}`)
    .join(', ') || '0';
console.log(
  `\nSoak: 2 API instances behind HAProxy on PostgreSQL, ${RATE} req/s for ${MINUTES} min through ${SHELL}, ${STREAMS} live streams\n`,
);
console.log('| kind | requests | non-2xx | p50 ms | p99 ms |\n|---|---|---|---|---|');
for (const row of rows)
  console.log(`| ${row.kind} | ${row.requests} | ${errors(row)} | ${row.p50.toFixed(1)} | ${row.p99.toFixed(1)} |`);
console.log(
  `\nLive streams: ${heldAtEnd}/${STREAMS} open at the end, ${live.opened} opened, ${live.reconnects} reopened, ${live.updates} updates received`,
);
if (notSent) console.log(`Not sent (${MAX_IN_FLIGHT} requests already in flight): ${notSent}`);
console.log('\n| minute | api RSS MB | api2 RSS MB |\n|---|---|---|');
for (const { minute, api, api2 } of memory) console.log(`| ${minute} | ${api} | ${api2} |`);

const failed = rows.filter(
  (row) => Object.keys(row.errors).length || (BUDGETED.includes(row.kind) && row.p99 > P99_BUDGET_MS),
);
// A stream the server ended (its token expired) is reopened at once: a refused reopening is an error above.
const verdict = failed.length || notSent;
console.log(
  verdict
    ? `\nFAIL: ${failed.map((row) => row.kind).join(', ') || 'requests not sent'} (0 errors and p99 <= ${P99_BUDGET_MS} ms asked)`
    : `\nPASS: 0 errors, p99 of reads and saves <= ${P99_BUDGET_MS} ms, streams held (reopened when ended)`,
);
process.exit(verdict ? 1 : 0);
