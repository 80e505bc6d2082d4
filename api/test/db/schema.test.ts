// The drizzle schema (src/db/schema/) is the one source of the tables; drizzle-kit generates the
// migrations from it (docs/database.md). These tests fail when the two disagree: a change to the
// schema without its migration (`npm run db:generate`), a migration file outside drizzle-kit's
// journal, or a database built by the migrations that differs from what the schema declares.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import config from '../../drizzle.config';
import { API_DIR } from '../../src/config';
import * as schema from '../../src/db/schema';
import type { Row } from '../../src/db/connection';
import { MIGRATIONS_DIR, readMigrations } from '../../src/db/migrator';
import { openTestDatabase, type TestDatabase } from '../support/database';

const PUBLIC = `table_schema = 'public' AND table_name <> 'schema_migrations'`;
const COLUMNS = `SELECT table_name, column_name, data_type, udt_name, is_nullable, column_default
  FROM information_schema.columns WHERE ${PUBLIC}`;
// NOT NULL is compared with the columns (PostgreSQL 18 also lists it here, as contype 'n'; older servers do not).
const CONSTRAINTS = `SELECT c.conrelid::regclass::text AS table_name, c.conname, c.contype, pg_get_constraintdef(c.oid) AS definition
  FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
  WHERE n.nspname = 'public' AND c.contype IN ('p', 'f', 'u', 'c') AND c.conrelid::regclass::text <> 'schema_migrations'`;
const INDEXES = `SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename <> 'schema_migrations'`;
const SEQUENCES = `SELECT sequence_name, data_type, start_value, increment FROM information_schema.sequences WHERE sequence_schema = 'public'`;

const lines = (rows: Row[]) => rows.map((row) => Object.values(row).map(String).join(' | ')).sort();
const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => value instanceof PgTable);
const journal = () =>
  (JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] })
    .entries;

let migrated: TestDatabase;
let fromSchema: PGlite;
beforeAll(async () => {
  migrated = await openTestDatabase();
  fromSchema = new PGlite();
  for (const statement of await generateMigration(generateDrizzleJson({}), generateDrizzleJson(schema)))
    await fromSchema.exec(statement);
});
afterAll(async () => {
  await fromSchema?.close();
  await migrated?.dispose();
});

const migratedRows = (sql: string) => migrated.database.withConnection((exec) => exec(sql));
const schemaRows = async (sql: string) => (await fromSchema.query<Row>(sql)).rows;

describe('the migrations drizzle-kit keeps', () => {
  it('are every .sql file of migrations/, each in the journal with its snapshot', () => {
    const files = readdirSync(MIGRATIONS_DIR).filter((file) => file.endsWith('.sql'));
    const tags = journal().map((entry) => entry.tag);
    // A hand-numbered file (022_payments.sql) is never applied: `npm run db:generate` makes it.
    expect(files.sort()).toEqual(tags.map((tag) => `${tag}.sql`).sort());
    for (const tag of tags)
      expect(existsSync(path.join(MIGRATIONS_DIR, `meta/${tag.slice(0, 4)}_snapshot.json`)), tag).toBe(true);
    expect(readMigrations().map((migration) => migration.name)).toEqual(tags);
  });

  it('already hold the schema: the latest snapshot and src/db/schema differ in nothing', async () => {
    const latest = journal().at(-1)!.tag.slice(0, 4);
    const snapshot = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, `meta/${latest}_snapshot.json`), 'utf8'));
    expect(await generateMigration(snapshot, generateDrizzleJson(schema))).toEqual([]);
  });

  it('already hold the schema: drizzle-kit generate, as `npm run db:generate` runs it, writes nothing new', () => {
    const out = mkdtempSync(path.join(os.tmpdir(), 'drizzle-generate-'));
    try {
      cpSync(MIGRATIONS_DIR, out, { recursive: true });
      const before = readdirSync(out).sort();
      const bin = path.join(API_DIR, 'node_modules/.bin/drizzle-kit');
      // drizzle.config.ts's dialect and schema; the output a copy of migrations/ (drizzle-kit wants a relative path).
      const args = [
        'generate',
        '--dialect',
        config.dialect,
        '--schema',
        String(config.schema),
        '--out',
        path.relative(API_DIR, out),
      ];
      const run = spawnSync(bin, args, { cwd: API_DIR, encoding: 'utf8' });
      expect(run.status, run.stderr).toBe(0);
      expect(`${run.stdout}${run.stderr}`).toContain('No schema changes');
      expect(readdirSync(out).sort()).toEqual(before);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('the database the migrations built, and the one src/db/schema declares', () => {
  it('have the same tables and columns, with the same types, nullability and defaults', async () => {
    expect(lines(await migratedRows(COLUMNS))).toEqual(lines(await schemaRows(COLUMNS)));
  });

  it('have the same constraints (primary, foreign with ON DELETE, unique, check), by name and definition', async () => {
    expect(lines(await migratedRows(CONSTRAINTS))).toEqual(lines(await schemaRows(CONSTRAINTS)));
  });

  it('have the same indexes, partial ones included, and sequences', async () => {
    expect(lines(await migratedRows(INDEXES))).toEqual(lines(await schemaRows(INDEXES)));
    expect(lines(await migratedRows(SEQUENCES))).toEqual(lines(await schemaRows(SEQUENCES)));
  });

  it('keep every enumerated column to its list from @platform/domain with a CHECK of exactly those values', async () => {
    const checks = new Map(
      (await migratedRows(CONSTRAINTS))
        .filter((row) => row.contype === 'c')
        .map((row) => [String(row.conname), String(row.definition)]),
    );
    const enumerated = tables.flatMap((table) => {
      const { name, columns } = getTableConfig(table);
      return columns.filter((column) => column.enumValues?.length).map((column) => ({ name, column }));
    });
    expect(enumerated.length).toBeGreaterThan(40);
    for (const { name, column } of enumerated) {
      const definition = checks.get(`${name}_${column.name}_check`);
      expect(definition, `${name}.${column.name} has no CHECK`).toBeDefined();
      const values = [...definition!.matchAll(/'((?:[^']|'')*)'::text/g)].map(([, value]) =>
        value!.replace(/''/g, "'"),
      );
      expect(values, `${name}.${column.name}`).toEqual(column.enumValues);
    }
  });

  it('carry the custom migration: the triggers that NOTIFY principal changes and queued mail', async () => {
    const triggers = await migratedRows(
      `SELECT tgname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND NOT t.tgisinternal`,
    );
    expect(triggers.map((row) => String(row.tgname)).sort()).toEqual([
      'accounts_principal_changed',
      'broker_users_principal_changed',
      'brokers_principal_changed',
      'mail_outbox_queued',
      'memberships_principal_changed',
      'users_principal_changed',
    ]);
  });
});
