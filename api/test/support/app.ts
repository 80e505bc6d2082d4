// The API listening on a free local port, built the way server.ts builds it, on the run's test
// database. Requests carry the headers the shell's proxy adds (its secret too), so the provider
// sees the browser's origin (PUBLIC_URL) exactly as in the product.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';
import { openTestDatabase, testEngine } from './database';

export const PUBLIC_URL = 'http://localhost:3000';
/** What the shell's proxy sends to prove it is the proxy (PROXY_SECRET; plugins/app/trusted-proxy.ts). */
export const PROXY_SECRET = 'test-proxy-secret';
export const FROM_THE_PROXY = { 'x-proxy-secret': PROXY_SECRET } as const;

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  /** http://127.0.0.1:<port>, where the API listens. */
  origin: string;
  /** fetch() through "the proxy": a path or a PUBLIC_URL address is sent to the API with X-Forwarded-*. */
  fetch(url: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/**
 * `sameDatabaseAs`: another API instance on the database of a running one. On PostgreSQL it opens
 * connections of its own (as a second process would); PGlite lives in one process, so there the
 * instances share the connection, but each still has its own live hub, rate limits and so on.
 */
export async function startTestApp(
  overrides: Partial<AppConfig> = {},
  prepare?: (app: FastifyInstance) => void | Promise<void>,
  { sameDatabaseAs }: { sameDatabaseAs?: TestApp } = {},
): Promise<TestApp> {
  const { database, dispose } =
    sameDatabaseAs && testEngine() === 'pglite'
      ? { database: sameDatabaseAs.app.database, dispose: async () => {} }
      : await openTestDatabase();
  // Limits are counted in the database, which test files share on PostgreSQL, all from 127.0.0.1:
  // high by default, and a test about a limit sets its own and sends from an address of its own.
  const env = {
    API_MODE: 'development',
    PUBLIC_URL,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    JOBS: 'inline',
    LOGIN_RATE_LIMIT: '10000',
    ACCOUNT_RATE_LIMIT: '10000',
    CERTIFICATE_RATE_LIMIT: '10000',
    GLOBAL_AUTH_RATE_LIMIT: '100000',
    TRUSTED_PROXIES: '127.0.0.1,::1',
    PROXY_SECRET,
  };
  const config: AppConfig = { ...loadConfig(env), ...overrides };
  const app = await buildApp(config, { database });
  await prepare?.(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const origin = `http://127.0.0.1:${address.port}`;
  const publicUrl = new URL(config.publicUrl);
  return {
    app,
    config,
    origin,
    fetch(url, init = {}) {
      const target = url.startsWith(config.publicUrl) ? url.slice(config.publicUrl.length) : url;
      if (!target.startsWith('/')) throw new Error(`not an address of this API: ${url}`);
      const headers = new Headers(init.headers);
      headers.set('x-forwarded-host', publicUrl.host);
      headers.set('x-forwarded-proto', publicUrl.protocol.replace(':', ''));
      headers.set('x-proxy-secret', PROXY_SECRET);
      return fetch(`${origin}${target}`, { redirect: 'manual', ...init, headers });
    },
    async close() {
      await app.close();
      await dispose();
    },
  };
}
