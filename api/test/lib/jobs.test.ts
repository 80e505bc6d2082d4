// The job queue on the API's own database: a job sent runs once even with two instances
// listening, and a cron job is scheduled in pg-boss (on PGlite and on PostgreSQL alike).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startTestApp, type TestApp } from '../support/app';

const runs: { instance: string; data: object }[] = [];
const RUN_ID = `${Date.now()}`;
const defineJobs = (instance: string) => (app: FastifyInstance) => {
  app.jobs.define<{ n: number; run: string }>({
    name: 'test.count',
    run: async (_app, data) => void (data.run === RUN_ID && runs.push({ instance, data })),
  });
  app.jobs.define({ name: 'test.nightly', cron: '0 3 * * *', run: async () => {} });
};

let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  first = await startTestApp({ jobs: 'queue' }, defineJobs('first'));
  second = await startTestApp({ jobs: 'queue' }, defineJobs('second'), { sameDatabaseAs: first });
}, 60_000);

afterAll(async () => {
  await second?.close();
  await first?.close();
});

const until = async (check: () => boolean, timeoutMs = 20_000) => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting for the jobs');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe('job queue', () => {
  it('runs each job sent exactly once across two API instances', async () => {
    for (let n = 0; n < 6; n++) await (n % 2 ? first : second).app.jobs.send('test.count', { n, run: RUN_ID });
    await until(() => runs.length >= 6);
    // A little longer: a job run twice would show up here.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(runs.map((run) => (run.data as { n: number }).n).sort()).toEqual([0, 1, 2, 3, 4, 5]);
  }, 40_000);

  it('schedules a cron job in the database', async () => {
    const { rows } = await first.app.database.executeSql('SELECT name, cron FROM pgboss.schedule WHERE name = $1', [
      'test.nightly',
    ]);
    expect(rows).toEqual([{ name: 'test.nightly', cron: '0 3 * * *' }]);
  });

  it('refuses a job nobody declared', async () => {
    await expect(first.app.jobs.send('test.unknown')).rejects.toThrow(/no job named test.unknown/);
  });
});

describe('inline jobs (the test default)', () => {
  it('runs a job sent at once, in the sender', async () => {
    const seen: object[] = [];
    const inline = await startTestApp({}, (app) =>
      app.jobs.define({ name: 'test.inline', run: async (_app, data) => void seen.push(data) }),
    );
    try {
      await inline.app.jobs.send('test.inline', { hello: 'world' });
      expect(seen).toEqual([{ hello: 'world' }]);
    } finally {
      await inline.close();
    }
  });
});
