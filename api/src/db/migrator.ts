// Applies the migrations drizzle-kit keeps in api/migrations (docs/database.md) in the order of
// its journal (migrations/meta/_journal.json): the generated ones and the custom ones written by
// hand alike. Each runs in its own transaction and is recorded in schema_migrations; a session
// advisory lock makes a second instance wait instead of racing. The same code runs on PGlite and
// PostgreSQL, in tests, `npm start` and `npm run dev`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './connection';

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations');
// Any constant works; it only has to be the same for every instance of this API.
const LOCK_KEY = 727_100_301;
/** The numbered files (001_core.sql...) the drizzle-kit baseline replaced. */
const RETIRED = /^\d{3}_[\w-]+\.sql$/;

export interface Migration {
  /** drizzle-kit's tag: 0000_baseline, 0001_notify_triggers... */
  name: string;
  sql: string;
}

interface Journal {
  entries: { idx: number; tag: string }[];
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  const journal = JSON.parse(readFileSync(path.join(dir, 'meta/_journal.json'), 'utf8')) as Journal;
  return [...journal.entries]
    .sort((a, b) => a.idx - b.idx)
    .map(({ tag }) => ({ name: tag, sql: readFileSync(path.join(dir, `${tag}.sql`), 'utf8') }));
}

/** Applies pending migrations; answers the names applied now. */
export async function migrate(database: Database, migrations = readMigrations()): Promise<string[]> {
  return database.withConnection(async (exec) => {
    await exec(`SELECT pg_advisory_lock(${LOCK_KEY})`);
    try {
      await exec(
        'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const done = new Set((await exec('SELECT name FROM schema_migrations')).map((row) => String(row.name)));
      if ([...done].some((name) => RETIRED.test(name)))
        throw new Error(
          'this database was built by the numbered migrations (001_core.sql...) that the drizzle-kit baseline ' +
            'replaced (docs/database.md, "Before drizzle-kit"): start from an empty one (delete api/.data/pglite; ' +
            'the demo seed fills it again) or drop its public schema',
        );
      const applied: string[] = [];
      for (const migration of migrations.filter((m) => !done.has(m.name))) {
        await exec('BEGIN');
        try {
          await exec(migration.sql);
          await exec(`INSERT INTO schema_migrations (name) VALUES ('${migration.name.replace(/'/g, "''")}')`);
          await exec('COMMIT');
        } catch (error) {
          await exec('ROLLBACK');
          throw new Error(`migration ${migration.name} failed: ${(error as Error).message}`, { cause: error });
        }
        applied.push(migration.name);
      }
      return applied;
    } finally {
      await exec(`SELECT pg_advisory_unlock(${LOCK_KEY})`);
    }
  });
}
