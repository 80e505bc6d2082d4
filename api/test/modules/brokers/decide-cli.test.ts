// npm run broker:decide: the operator's command line. The decision itself is the route's
// (broker-registration.test.ts); here: finding the brokerage by e-mail or id, and the exit codes.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideBroker, findBroker } from '../../../src/modules/brokers/decision';
import { API_DIR } from '../../../src/config';
import { brokers } from '../../../src/db/schema';
import { startTestApp, type TestApp } from '../../support/app';
import { uniqueCnpj } from '../../support/cnpj';

const run = promisify(execFile);
const cli = (args: string[]) =>
  run(path.join(API_DIR, 'node_modules/.bin/tsx'), ['src/scripts/broker-decide.ts', ...args], {
    cwd: API_DIR,
    env: { ...process.env, PGLITE_DIR: 'memory://', DATABASE_URL: '' },
  }).then(
    (result) => ({ code: 0, ...result }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout,
      stderr: error.stderr,
    }),
  );

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(async () => api?.close());

describe('broker:decide', () => {
  it('finds a brokerage by e-mail (any case) or by id, and decides it once', async () => {
    const email = `cli-${Date.now()}@corretora.example`;
    const [created] = await api.app.database.db
      .insert(brokers)
      .values({ legal_name: 'CLI Corretora', name: 'CLI', tax_id: uniqueCnpj(), email, submitted_at: new Date() })
      .returning();
    expect((await findBroker(api.app.database.db, email.toUpperCase()))?.id).toBe(created!.id);
    expect((await findBroker(api.app.database.db, created!.id))?.email).toBe(email);
    expect(await findBroker(api.app.database.db, 'nobody@example.com')).toBeNull();
    const decided = await decideBroker(
      api.app.database.db,
      created!.id,
      { decision: 'refuse', reason: 'Documents unreadable' },
      'http://localhost:3000',
    );
    expect(decided).toMatchObject({ status: 'REFUSED', decision_reason: 'Documents unreadable' });
    await expect(
      decideBroker(api.app.database.db, created!.id, { decision: 'approve' }, 'http://localhost:3000'),
    ).rejects.toMatchObject({ code: 'STALE_VERSION' });
  });

  it('explains its usage (exit 2) and reports an unknown brokerage (exit 1)', async () => {
    const usage = await cli(['refuse', 'someone@example.com']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('--reason');
    const unknown = await cli(['approve', 'nobody@example.com']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('NOT_FOUND');
  }, 60_000);
});
