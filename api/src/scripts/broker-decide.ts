// npm run broker:decide -- approve <broker-email-or-id>
// npm run broker:decide -- refuse <broker-email-or-id> --reason "why"
// Decides on the configured database (DATABASE_URL or PGLITE_DIR), through the same function as
// POST /v3/operations/brokers/{id}/approve|refuse. PGlite is single-process: stop the API first.
import { parseArgs } from 'node:util';
import { decideBroker, findBroker } from '../modules/brokers';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { migrate } from '../db/migrator';
import { AppError } from '../lib/errors';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { reason: { type: 'string' } } });
const [action, who] = positionals;
if ((action !== 'approve' && action !== 'refuse') || !who || (action === 'refuse' && !values.reason?.trim())) {
  console.error(
    'usage: npm run broker:decide -- approve <broker-email-or-id>\n       npm run broker:decide -- refuse <broker-email-or-id> --reason "why"',
  );
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
try {
  await migrate(database);
  const broker = await findBroker(database.db, who);
  if (!broker) throw new AppError('NOT_FOUND', `No brokerage with id or e-mail ${who}`);
  const decided = await decideBroker(
    database.db,
    broker.id,
    action === 'approve' ? { decision: 'approve' } : { decision: 'refuse', reason: values.reason! },
    config.publicUrl,
  );
  console.log(`${decided.legal_name} (${decided.email}) is now ${decided.status}; the broker was mailed.`);
} catch (error) {
  console.error(error instanceof AppError ? `${error.code}: ${error.message}` : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
