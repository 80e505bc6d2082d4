import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error plain ESM script shared with `npm start`
import { startStack } from '../scripts/stack.mjs';

/** Starts API (fresh embedded database, demo data seeded), shell and remotes; stops them after the run. */
export default async function globalSetup() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'e2e-pglite-'));
  const stack = await startStack({ env: { PGLITE_DIR: dataDir, LOG_LEVEL: 'warn' }, quiet: !process.env.E2E_VERBOSE });
  return async () => {
    stack.stop();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
