// Issue 27: the stack's two API instances behind HAProxy (scripts/load-balancer.mjs), under a steady
// load through the shell's origin. One instance killed outright: no read fails, no claim is recorded
// twice, live updates go on from the survivor. Then a rolling restart (npm run restart:rolling):
// no read fails, every acknowledged write is there. Ends with both instances up again.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { LIVE_TOPICS } from '../../shared/domain/src/live-topics';
// @ts-expect-error plain ESM script shared with `npm run bench`
import { signInOverHttp } from '../bench/api-figures.mjs';
// @ts-expect-error plain ESM script shared with `npm run restart:rolling`
import { requestRollingRestart } from '../../scripts/restart-rolling.mjs';
import { PASSWORD } from '../support';
import { liveStreams, steadyLoad, type LoadCounts } from './steady-load';

const stack = () =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../.data/stack.json'), 'utf8')) as Record<
    string,
    number
  >;

/** The claims of the demo customer this run's load reported (by their description). */
async function reportedClaims(token: string, marker: string) {
  const response = await fetch('http://localhost:3000/v3/claims', { headers: { authorization: `Bearer ${token}` } });
  const { items } = (await response.json()) as { items: { id: string; description: string }[] };
  return items.filter((claim) => claim.description === `Failover drill ${marker}`).map((claim) => claim.id);
}

/** Every acknowledged claim recorded, each once. */
async function expectWritesKept(token: string, marker: string, counts: LoadCounts) {
  expect(counts.failedWrites).toEqual([]);
  expect(counts.acknowledged.size).toBeGreaterThan(0);
  const recorded = await reportedClaims(token, marker);
  expect(recorded.sort()).toEqual([...counts.acknowledged.values()].sort());
}

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let token: string;
test.beforeAll(async () => {
  token = await signInOverHttp('cliente@demo.local', PASSWORD);
});

test('one of two instances killed under load: no failed read, no duplicate write, live updates resume on the survivor', async () => {
  const marker = `kill-${Date.now()}`;
  // Four streams: HAProxy spreads them over both instances.
  const live = liveStreams(token, 4);
  await expect.poll(() => live.opened).toBe(4);
  const load = steadyLoad(token, marker);
  await expect.poll(() => load.counts.reads, { timeout: 30_000 }).toBeGreaterThan(150);

  process.kill(stack().api2!, 'SIGKILL');
  const killedAt = load.counts.reads;
  await expect.poll(() => load.counts.reads - killedAt, { timeout: 30_000 }).toBeGreaterThan(300);
  const counts = await load.stop();

  expect(counts.failedReads).toEqual([]);
  await expectWritesKept(token, marker, counts);
  // The streams held by the killed instance opened again on the survivor; a new claim reaches all four.
  const before = live.eventsPerStream(LIVE_TOPICS.claim);
  const after = steadyLoad(token, `${marker}-live`, { readers: 1, writeEvery: 1 });
  await expect.poll(() => after.counts.acknowledged.size).toBeGreaterThan(0);
  await after.stop();
  await expect
    .poll(() => live.eventsPerStream(LIVE_TOPICS.claim).map((seen, index) => seen > before[index]!))
    .toEqual([true, true, true, true]);
  live.close();
});

test('a rolling restart under load: no failed read, every acknowledged write kept', async () => {
  const marker = `rolling-${Date.now()}`;
  const before = stack();
  const load = steadyLoad(token, marker);
  await expect.poll(() => load.counts.reads, { timeout: 30_000 }).toBeGreaterThan(100);
  // Restarts api (drained first) and starts api2 again, killed by the test above.
  const after = (await requestRollingRestart(100_000)) as Record<string, number>;
  const counts = await load.stop();

  expect(counts.failedReads).toEqual([]);
  await expectWritesKept(token, marker, counts);
  expect(after.api).not.toBe(before.api);
  expect(after.api2).not.toBe(before.api2);
});
