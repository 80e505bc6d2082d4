// Applies api/migrations/NNN_name.sql in order at start, each in its own transaction, recorded
// in schema_migrations. A session advisory lock makes a second instance wait instead of racing.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './connection';

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations');
// Any constant works; it only has to be the same for every instance of this API.
const LOCK_KEY = 727_100_301;

export interface Migration {
  name: string;
  sql: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{3}_[\w-]+\.sql$/.test(file))
    .sort()
    .map((name) => ({ name, sql: readFileSync(path.join(dir, name), 'utf8') }));
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
