// The floor the API's GET /v3/policies is compared with: a bare Fastify route running the same
// query (drizzle's SQL for it) on the same PostgreSQL database, for one account, with no
// authentication, schemas or hooks. Usage: DATABASE_URL=... ACCOUNT_ID=... node bare-policies.mjs <port>
import { createRequire } from 'node:module';
import Fastify from 'fastify';

// pg is the API's driver: taken from the API package, at the version the API uses.
const { Pool } = createRequire(new URL('../../api/package.json', import.meta.url))('pg');
const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify();
app.get('/policies', async () => {
  const { rows } = await pool.query(
    'select * from "policies" where "policies"."account_id" = $1 order by "policies"."effective_date" desc',
    [process.env.ACCOUNT_ID],
  );
  return { items: rows };
});
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
console.log('ready');
process.on('SIGTERM', () =>
  app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0)),
);
