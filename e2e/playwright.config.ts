import { defineConfig } from '@playwright/test';

// Drives the real shell, real remotes and real API in Debian's Chromium (no browser download).
// The stack is started once by global-setup.ts on a fresh embedded database.
const DEPLOYS = 'journeys/deploy-remote.spec.ts';
const NEW_VERSION = 'journeys/update-notifier.spec.ts';
const FAILOVER = 'faults/failover.spec.ts';

export default defineConfig({
  testDir: '.',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // Two spec files at a time against the one stack: each journey works on accounts of its own or
  // on demo data no other journey changes; a file's tests run in order in one worker.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/report.json' }]],
  globalSetup: './global-setup.ts',
  use: {
    baseURL: 'http://localhost:3000',
    locale: 'pt-BR',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // The key screens against their reference pictures, on the demo data as seeded: first, because
    // the journeys change that data (claims reported, invoices paid, cyber requests made).
    {
      name: 'screens',
      testDir: './screens',
      snapshotPathTemplate: '{testDir}/references/{arg}{ext}',
      // Same build, same pixels: any pixel whose colour moved fails (the default threshold, 0.2,
      // lets a token's colour change of dozens of units slip through).
      expect: { toHaveScreenshot: { threshold: 0, maxDiffPixels: 0 } },
    },
    {
      name: 'journeys',
      testMatch: 'journeys/**/*.spec.ts',
      testIgnore: [DEPLOYS, NEW_VERSION],
      dependencies: ['screens'],
    },
    // Change what every open page is served (a remote deployed, a new version of the shell):
    // alone, after the journeys, one after the other.
    { name: 'deploys', testMatch: DEPLOYS, dependencies: ['journeys'] },
    { name: 'new version', testMatch: NEW_VERSION, dependencies: ['deploys'] },
    // Kills and restarts API instances under load (issue 27): it ends with both instances up. Beside
    // the two above, on the other worker: they change what the static servers serve, it changes only
    // which API instance answers, and it proves that no read or write through the proxy fails then.
    { name: 'failover', testMatch: FAILOVER, dependencies: ['journeys'] },
    // Stops a remote's server: runs after every journey, so it cannot disturb them.
    {
      name: 'faults',
      testMatch: 'faults/**/*.spec.ts',
      testIgnore: FAILOVER,
      dependencies: ['new version', 'failover'],
    },
  ],
});
