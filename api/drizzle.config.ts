// drizzle-kit: the schema under src/db/schema/ generates the migrations in migrations/
// (docs/database.md). `npm run db:generate` writes the next one; `npm run db:custom -- <name>`
// opens an empty one for the SQL drizzle cannot express (functions, triggers, backfills).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema',
  out: './migrations',
  // 0000_name.sql, 0001_name.sql...: the runner (src/db/migrator.ts) applies them in the journal's order.
  migrations: { prefix: 'index' },
  strict: true,
  verbose: true,
});
