import { defineConfig } from '@playwright/test';

// Drives the real shell, real remotes and real API in Debian's Chromium (no browser download).
// The stack is started once by global-setup.ts on a fresh embedded database.
export default defineConfig({
  testDir: '.',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
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
    { name: 'journeys', testMatch: 'journeys/**/*.spec.ts' },
    // Stops a remote's server: runs after every journey, so it cannot disturb them.
    { name: 'faults', testMatch: 'faults/**/*.spec.ts', dependencies: ['journeys'] },
  ],
});
