// src/db/schema.ts mirrors the SQL migrations for typed queries: the tables, columns (type, null,
// default), primary keys, foreign keys (with their ON DELETE) and unique constraints drizzle-kit
// would build from it must be the ones the migrations built. Indexes and CHECKs live in SQL only.
import { PGlite } from '@electric-sql/pglite';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema';
import type { Row } from '../../src/db/connection';
import { openTestDatabase, type TestDatabase } from '../support/database';

const COLUMNS = `SELECT table_name, column_name, data_type, udt_name, is_nullable, column_default
  FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> 'schema_migrations'`;
// By definition, not by name: drizzle and the hand-written SQL name constraints differently.
const CONSTRAINTS = `SELECT c.conrelid::regclass::text AS table_name, c.contype, pg_get_constraintdef(c.oid) AS definition
  FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
  WHERE n.nspname = 'public' AND c.contype IN ('p', 'f', 'u') AND c.conrelid::regclass::text <> 'schema_migrations'`;

const lines = (rows: Row[]) => rows.map((row) => Object.values(row).map(String).join(' | ')).sort();

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

describe('src/db/schema.ts and the migrations', () => {
  it('declare the same tables and columns, with the same types, nullability and defaults', async () => {
    expect(lines(await schemaRows(COLUMNS))).toEqual(lines(await migratedRows(COLUMNS)));
  });

  it('declare the same primary keys, foreign keys and unique constraints', async () => {
    expect(lines(await schemaRows(CONSTRAINTS))).toEqual(lines(await migratedRows(CONSTRAINTS)));
  });
});
