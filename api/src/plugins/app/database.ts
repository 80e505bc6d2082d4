// Opens the database (PGlite or PostgreSQL), applies migrations and, unless disabled, the demo
// seed, before any route is ready. A database handed in by the caller stays the caller's to close.
import type { Database } from '../../db/connection';
import { openDatabase } from '../../db/connection';
import { migrate } from '../../db/migrator';
import fp from 'fastify-plugin';
import { seedDemo } from '../../seed/demo';
import type { AppConfig } from '../../config';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

export default fp<{ config: AppConfig; database?: Database }>(
  async (app, { config, database: given }) => {
    const database = given ?? (await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir }));
    app.decorate('database', database);
    // app.close() lets in-flight requests finish before onClose hooks run, so nothing queries after this.
    if (!given) app.addHook('onClose', async () => database.close());
    const applied = await migrate(database);
    if (applied.length) app.log.info({ applied }, 'migrations applied');
    if (config.seedDemo) await seedDemo(database.db, app.log, { publicUrl: config.publicUrl });
  },
  { name: 'database' },
);
