import { configDefaults, defineConfig } from 'vitest/config';
import { filesNotOn } from './api/test/engines.ts';

/** The API tests run on a PostgreSQL server when DATABASE_URL is set (api/test/support/database.ts). */
const onPostgres = Boolean(process.env.DATABASE_URL?.trim());
/**
 * API_TEST_SPLIT=1 (`npm test`): each API test file runs on its one engine (api/test/engines.ts),
 * so a behaviour is proven once. Without it, every file runs on the engine chosen (a file alone too).
 */
const split = process.env.API_TEST_SPLIT === '1';

// One vitest run for the whole workspace: unit tests sit beside the code.
// API tests (api/test) need a database and run as their own project.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'shell/src/**/*.test.{ts,tsx}',
            'mfe-*/src/**/*.test.{ts,tsx}',
            'shared/*/src/**/*.test.{ts,tsx}',
            'api/src/**/*.test.ts',
            'scripts/**/*.test.{ts,mjs}',
          ],
          environment: 'happy-dom',
          // Both cores run files (vitest's default is one worker fewer than the cores: one here),
          // and a worker's files share happy-dom, React and the testing libraries, loaded once:
          // the setup file gives each file what a fresh worker would (its modules, a clean page).
          maxWorkers: 2,
          isolate: false,
          setupFiles: ['./vitest.unit-setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['api/test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...(split ? filesNotOn(onPostgres ? 'postgres' : 'pglite') : [])],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // On PostgreSQL every file works on the one database, so one file at a time; on PGlite
          // each file opens its own in-memory copy, so both cores take files.
          fileParallelism: !onPostgres,
          maxWorkers: onPostgres ? 1 : 2,
        },
      },
    ],
  },
});
