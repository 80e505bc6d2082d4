import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error plain ESM script shared with `npm start`
import { startStack } from '../scripts/stack.mjs';

/** Starts API (fresh embedded database, demo data seeded), shell and remotes; stops them after the run. */
export default async function globalSetup() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'e2e-pglite-'));
  // Every journey signs in from this one machine: limits per address would stop the suite, not an attacker.
  const stack = await startStack({ env: { PGLITE_DIR: dataDir, LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT: '1000', ACCOUNT_RATE_LIMIT: '1000' }, quiet: !process.env.E2E_VERBOSE });
  return async () => {
    stack.stop();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
