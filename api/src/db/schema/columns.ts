// What every table of the schema shares: the usual columns, bytea, and the CHECK that keeps an
// enumerated column inside its list. The lists come from @platform/domain (declared once for the
// database, the API schemas and the UI); this file turns a list into the constraint, never copies it.
import { sql } from 'drizzle-orm';
import { check, customType, timestamp, uuid, type PgColumn } from 'drizzle-orm/pg-core';

export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

// PGlite answers bytea as Uint8Array, node-postgres as Buffer (a Uint8Array too).
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** A SQL list of string literals: ('A', 'B'). */
export const sqlList = (values: readonly string[]) =>
  sql.raw(`(${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ')})`);

/**
 * CHECK (column IN (...values)), named as PostgreSQL names a column's CHECK (`<table>_<column>_check`).
 * test/db/schema.test.ts checks that every column declared with `{ enum }` has one, with its values.
 */
export const oneOf = (table: string, column: Pick<PgColumn, 'name'>, values: readonly string[]) =>
  check(`${table}_${column.name}_check`, sql`${column} IN ${sqlList(values)}`);

/** Any other CHECK on one column, named the same way. */
export const checkColumn = (table: string, column: Pick<PgColumn, 'name'>, condition: ReturnType<typeof sql>) =>
  check(`${table}_${column.name}_check`, condition);
