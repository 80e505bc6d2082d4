import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The development modes (`npm run dev -- <remote>` and `--standalone`) start their own API, shell
// and remote servers on the stack's ports, so they run on their own, after the journeys, without
// the journeys' global setup (which starts the production stack on those same ports).
export default defineConfig({
  testDir: './dev-mode',
  timeout: 240_000,
  expect: { timeout: 15_000 },
  workers: 1,
  retries: 0,
  reporter: base.reporter,
  use: { ...base.use, baseURL: undefined },
});
