// The runner applies drizzle-kit's journal in order, once, and refuses a database built by the
// numbered SQL files the baseline replaced (docs/database.md, "Before drizzle-kit").
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/connection';
import { migrate, readMigrations } from '../../src/db/migrator';

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

describe('migrate', () => {
  it('applies every migration of the journal in its order, then nothing on the next start', async () => {
    database = await openDatabase({ pgliteDir: 'memory://' });
    const tags = readMigrations().map((migration) => migration.name);
    expect(tags.slice(0, 2)).toEqual(['0000_baseline', '0001_notify_triggers']);
    expect(await migrate(database)).toEqual(tags);
    expect(await migrate(database)).toEqual([]);
    const recorded = await database.withConnection((exec) => exec('SELECT name FROM schema_migrations ORDER BY name'));
    expect(recorded.map((row) => row.name)).toEqual(tags);
  }, 60_000);

  it('refuses a database built by the retired numbered migrations, saying what to do', async () => {
    database = await openDatabase({ pgliteDir: 'memory://' });
    await database.withConnection((exec) =>
      exec(`CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());
            INSERT INTO schema_migrations (name) VALUES ('001_core.sql'), ('021_mail_outbox_notify.sql');`),
    );
    await expect(migrate(database)).rejects.toThrow(/numbered migrations.*docs\/database\.md/);
    const tables = await database.withConnection((exec) =>
      exec(`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'`),
    );
    expect(tables[0]?.n).toBe(1);
  }, 60_000);
});
