// The broker's book with 5,000 companies (issue 23): seeds them on the bench's PostgreSQL database
// into the demo brokerage's book, with questionnaires, quotes and policies spread over the
// broker-side statuses, then times filtered pages of GET /v3/broker/companies one after another
// (search, status and product filters, another order, a next page) and gives their 95th percentile.
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { signInOverHttp } from './api-figures.mjs';

const COMPANIES = 5000;
const SAMPLES = 200;
// pg is the API's driver: taken from the API package, at the version the API uses.
const { Client } = createRequire(new URL('../../api/package.json', import.meta.url))('pg');

const SEED = `
WITH broker AS (
  SELECT bu.broker_id FROM broker_users bu JOIN users u ON u.id = bu.user_id WHERE u.email = $1
), added AS (
  INSERT INTO accounts (kind, tax_id_type, tax_id, legal_name, owner_email)
  SELECT 'company', 'CNPJ', '9' || lpad(g::text, 13, '0'), 'Bench Empresa ' || lpad(g::text, 5, '0'), 'bench' || g || '@example.com'
    FROM generate_series(1, ${COMPANIES}) g
  RETURNING id
)
INSERT INTO broker_customers (broker_id, account_id) SELECT broker.broker_id, added.id FROM added, broker;

WITH bench AS (
  SELECT id, row_number() OVER (ORDER BY legal_name) AS n FROM accounts WHERE legal_name LIKE 'Bench Empresa %'
)
INSERT INTO application_forms (account_id, status, products)
SELECT id, (ARRAY['IPAF_IN_PROGRESS', 'QUOTING', 'QUOTE_READY', 'EXPIRED', 'CLOSED'])[1 + n % 5], ARRAY['D_AND_O', 'CYBER']
  FROM bench;

WITH bench AS (
  SELECT id, row_number() OVER (ORDER BY legal_name) AS n FROM accounts WHERE legal_name LIKE 'Bench Empresa %'
)
INSERT INTO quotes (account_id, product, status, expires_at)
SELECT id, p, (ARRAY['AVAILABLE', 'EXPIRED', 'SEARCHING', 'WITHDRAWN'])[1 + n % 4], now() + ((n % 60) - 10) * interval '1 day'
  FROM bench, unnest(ARRAY['D_AND_O', 'D_AND_O', 'CYBER']) p WHERE n % 5 IN (2, 4);

WITH bench AS (
  SELECT id, row_number() OVER (ORDER BY legal_name) AS n FROM accounts WHERE legal_name LIKE 'Bench Empresa %'
)
INSERT INTO policies (account_id, product, insurer, policy_number, status, effective_date, expiry_date, coverage_limit)
SELECT id, 'D_AND_O', 'Bench Seguros', 'BENCH-' || n, (ARRAY['ACTIVE', 'EXPIRED', 'PENDING_INITIAL_PAYMENT'])[1 + n % 3],
       current_date - 300 + (n % 200)::int, current_date + 65 - (n % 200)::int, 1000000
  FROM bench WHERE n % 5 = 0;
ANALYZE;
`;

const p95 = (values) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1];

/** `apiOrigin`: one API instance; `databaseUrl`: its PostgreSQL database; the demo broker's credentials. */
export async function bookFigures({ apiOrigin, databaseUrl, email, password }) {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const statement of SEED.split(';').filter((text) => text.trim()))
      await client.query(statement, statement.includes('$1') ? [email] : []);
  } finally {
    await client.end();
  }
  const headers = { authorization: `Bearer ${await signInOverHttp(email, password)}` };
  const get = async (query) => {
    const response = await fetch(`${apiOrigin}/v3/broker/companies?${query}`, { headers });
    if (!response.ok) throw new Error(`GET /v3/broker/companies?${query} answered ${response.status}`);
    return response.json();
  };
  const first = await get('limit=25');
  if (first.total < COMPANIES) throw new Error(`the book holds ${first.total} companies, not ${COMPANIES}`);
  const queries = [
    'status=QUOTE_AWAITING_SELECTION&product=D_AND_O',
    'status=POLICY_TO_RENEW',
    'q=Empresa%200042',
    'product=CYBER&sort=added&order=desc',
    `sort=name&cursor=${first.next_cursor}`,
  ];
  for (const query of queries) await get(query);
  const times = [];
  for (let sample = 0; sample < SAMPLES; sample += 1) {
    const started = performance.now();
    await get(queries[sample % queries.length]);
    times.push(performance.now() - started);
  }
  return { companies: first.total, p95: p95(times), samples: SAMPLES };
}
