// pnpm --filter api seed: applies migrations and the demo seed to the configured database.
import { loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { migrate } from '../db/migrator';
import { seedDemo } from '../seed/demo';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
try {
  const applied = await migrate(database);
  if (applied.length) console.log(`migrations applied: ${applied.join(', ')}`);
  await seedDemo(database.db, { info: (data: unknown) => console.log(JSON.stringify(data)) } as never);
  console.log('demo seed done');
} finally {
  await database.close();
}
