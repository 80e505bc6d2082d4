// One migrated, seeded database per test run, whichever engine the run uses.
// - PostgreSQL (DATABASE_URL set and not blank): the public schema is dropped and recreated, then
//   migrated and seeded, once per run (the first test file to ask does it; a marker row records
//   which run did). Every test file then works on that one database.
// - PGlite (otherwise): creating an instance costs ~10 s, so a migrated and seeded template folder
//   is built once (keyed by the migrations of the journal, the seed and the PGlite version) and each test file
//   opens its own copy of it (~0.5 s).
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, realpathSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_DIR } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/connection';
import { migrate, readMigrations } from '../../src/db/migrator';
import { loadProviderSecrets } from '../../src/oidc/keys';
import { seedDemo } from '../../src/seed/demo';

const blank = (value: string | undefined) => !value || !value.trim();
export const testDatabaseUrl = (): string | undefined =>
  blank(process.env.DATABASE_URL) ? undefined : process.env.DATABASE_URL!.trim();
export const testEngine = () => (testDatabaseUrl() ? 'postgres' : 'pglite');

/** Identifies this vitest run: test files run in workers whose parent is the vitest process. */
const runId = () => String(process.env.VITEST_RUN_ID ?? process.ppid);

async function prepare(database: Database) {
  await migrate(database);
  await seedDemo(database.db);
  // Created now so every copy of the template signs with the same keys.
  await loadProviderSecrets(database.db);
}

async function openPostgres(url: string): Promise<Database> {
  const database = await openDatabase({ databaseUrl: url, pgliteDir: 'memory://' });
  const marker = `vitest-run-${runId()}`;
  const fresh = await database.withConnection(async (exec) => {
    await exec('SELECT pg_advisory_lock(727100302)');
    try {
      const rows = await exec("SELECT obj_description('public'::regnamespace, 'pg_namespace') AS note");
      if (rows[0]?.note === marker) return false;
      await exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
      await exec(`COMMENT ON SCHEMA public IS '${marker}'`);
      return true;
    } finally {
      await exec('SELECT pg_advisory_unlock(727100302)');
    }
  });
  if (fresh) await prepare(database);
  return database;
}

function templateKey(): string {
  const hash = createHash('sha256');
  for (const migration of readMigrations()) hash.update(migration.name).update(migration.sql);
  const seedAreas = readdirSync(path.join(API_DIR, 'src/seed/demo'))
    .sort()
    .map((file) => `src/seed/demo/${file}`);
  for (const file of [
    'src/db/migrator.ts',
    'src/seed/demo.ts',
    'src/seed/demo-data.ts',
    ...seedAreas,
    'src/oidc/keys.ts',
  ])
    hash.update(readFileSync(path.join(API_DIR, file)));
  // The installed PGlite (its folder is a versioned store path under pnpm).
  hash.update(realpathSync(path.join(API_DIR, 'node_modules/@electric-sql/pglite')));
  return hash.digest('hex').slice(0, 16);
}

async function pgliteTemplate(): Promise<string> {
  const template = path.join(os.tmpdir(), `platform-api-test-pglite-${templateKey()}`);
  if (existsSync(path.join(template, 'PG_VERSION'))) return template;
  // Built beside the final name and renamed, so a half-built template is never used.
  const building = mkdtempSync(`${template}-building-`);
  const database = await openDatabase({ pgliteDir: building });
  try {
    await prepare(database);
  } finally {
    await database.close();
  }
  try {
    renameSync(building, template);
  } catch {
    // Another run finished first: use its template.
    rmSync(building, { recursive: true, force: true });
  }
  return template;
}

export interface TestDatabase {
  database: Database;
  /** Closes it and removes a PGlite copy. */
  dispose(): Promise<void>;
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const url = testDatabaseUrl();
  if (url) {
    const database = await openPostgres(url);
    return { database, dispose: () => database.close() };
  }
  const copy = mkdtempSync(path.join(os.tmpdir(), 'platform-api-test-db-'));
  cpSync(await pgliteTemplate(), copy, { recursive: true });
  const database = await openDatabase({ pgliteDir: copy });
  return {
    database,
    async dispose() {
      await database.close();
      rmSync(copy, { recursive: true, force: true });
    },
  };
}
