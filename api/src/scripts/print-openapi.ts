// Prints the OpenAPI document to stdout (pnpm --filter api openapi). Needs no database server:
// it builds the app on a throwaway in-memory PGlite without the demo seed.
import { buildApp } from '../app';
import { loadConfig } from '../config';

const config = {
  ...loadConfig({ ...process.env, API_MODE: 'development' }),
  databaseUrl: undefined,
  pgliteDir: 'memory://',
  seedDemo: false,
  logLevel: 'silent',
  externalIssuer: undefined,
};
const app = await buildApp(config);
await app.ready();
process.stdout.write(`${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
