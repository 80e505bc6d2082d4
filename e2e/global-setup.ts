import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error plain ESM script shared with `npm start`
import { startStack } from '../scripts/stack.mjs';

/**
 * Starts two API instances on a fresh PostgreSQL server (demo data seeded) behind the shell's
 * round-robin proxy, the shell and the remotes; stops them after the run. Two instances, so every
 * journey proves that nothing is kept in one API process's memory.
 */
export default async function globalSetup() {
  // Remotes deployed by a journey (npm run deploy:remote) go to a throwaway folder the servers
  // also serve, never to the workspace's deploy/; the journeys inherit DEPLOY_DIR.
  const deployDir = mkdtempSync(path.join(os.tmpdir(), 'e2e-deploy-'));
  process.env.DEPLOY_DIR = deployDir;
  // Every journey signs in from this one machine: limits per address would stop the suite, not an attacker.
  const stack = await startStack({
    env: {
      API_INSTANCES: '2',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '1000',
      ACCOUNT_RATE_LIMIT: '1000',
      GLOBAL_AUTH_RATE_LIMIT: '100000',
    },
    quiet: !process.env.E2E_VERBOSE,
  });
  return async () => {
    // Their deploy folder goes once every server has let go of it.
    const exited = Object.values(stack.children as Record<string, ChildProcess>).map((child) =>
      child.exitCode === null && child.signalCode === null ? once(child, 'exit') : null,
    );
    stack.stop();
    await Promise.all(exited);
    rmSync(deployDir, { recursive: true, force: true });
  };
}
