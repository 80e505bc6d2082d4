// One migrated, seeded database per test run, whichever engine the run uses.
// - PostgreSQL (DATABASE_URL set and not blank): the public schema is dropped and recreated (and
//   pg-boss's dropped), then migrated and seeded, once per run (the first test file to ask does it;
//   a marker row records which run did). Every test file then works on that one database.
// - PGlite (otherwise): creating an instance costs ~10 s, so a migrated and seeded template is
//   built once (keyed by the migrations of the journal, the seed and the PGlite version) and kept
//   as a tarball of its data folder; each test file opens its own in-memory database from it. In
//   memory, not a copy of the folder: opening and closing a copied folder cost ~3-4 s of a file's
//   time on a busy machine (copying 40 MB, then every page read and written through the file
//   system), the image ~1 s.
import { createHash } from 'node:crypto';
import { businessToday } from '@platform/domain';
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  realpathSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
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
      // pg-boss keeps its queue in a schema of its own: a job a previous run left active would
      // hold this run's jobs of the same name back (a reused DATABASE_URL; CI's server is new).
      await exec('DROP SCHEMA IF EXISTS pgboss CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
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
  // The seed's dates count from the day it runs (a renewal 60 days away): a template seeded on an
  // earlier day is stale.
  hash.update(businessToday('br'));
  // The installed PGlite (its folder is a versioned store path under pnpm).
  hash.update(realpathSync(path.join(API_DIR, 'node_modules/@electric-sql/pglite')));
  return hash.digest('hex').slice(0, 16);
}

/** The migrated, seeded template as a tarball of its data folder, built by the first file that asks. */
async function pgliteImage(): Promise<Blob> {
  const image = path.join(os.tmpdir(), `platform-api-test-pglite-${templateKey()}.tar`);
  if (!existsSync(image)) {
    const building = mkdtempSync(`${image}-building-`);
    const database = await openDatabase({ pgliteDir: building });
    try {
      await prepare(database);
    } finally {
      await database.close();
    }
    const { PGlite } = await import('@electric-sql/pglite');
    const client = await PGlite.create({ dataDir: building });
    const tarball = await client.dumpDataDir('none');
    await client.close();
    // Written beside the final name and renamed, so a half-written image is never used (another
    // run finishing first just replaces it with the same one).
    writeFileSync(`${building}.tar`, Buffer.from(await tarball.arrayBuffer()));
    renameSync(`${building}.tar`, image);
    rmSync(building, { recursive: true, force: true });
  }
  return new Blob([readFileSync(image)], { type: 'application/x-tar' });
}

export interface TestDatabase {
  database: Database;
  /** Closes it (a PGlite database goes with it). */
  dispose(): Promise<void>;
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const url = testDatabaseUrl();
  if (url) {
    const database = await openPostgres(url);
    return { database, dispose: () => database.close() };
  }
  const database = await openDatabase({ pgliteDir: 'memory://', pgliteImage: await pgliteImage() });
  return { database, dispose: () => database.close() };
}
