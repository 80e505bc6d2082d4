// One query layer over two drivers: embedded PGlite (default, data in a folder or in memory)
// or a PostgreSQL server (DATABASE_URL). Everything above this file sees the same drizzle `db`.
import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Row = Record<string, unknown>;
/** Runs SQL text (one or several statements) on one connection; answers the last statement's rows. */
export type Exec = (sql: string) => Promise<Row[]>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Lends one dedicated connection: session-level advisory locks and BEGIN/COMMIT need it. */
  withConnection<T>(fn: (exec: Exec) => Promise<T>): Promise<T>;
  /**
   * Runs SQL with bound values (or, without values, several statements) and answers the last
   * statement's rows: the shape pg-boss expects of a database it is lent (lib/jobs).
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Row[] }>;
  /**
   * LISTEN on a channel: `onPayload` receives what any instance sends with pg_notify, so API
   * instances behind a load balancer hear each other. Answers a function that stops listening.
   * `ownWrites`: also hear what this instance's own queries send before those queries answer (a
   * dedicated connection hears it a moment after the commit; a cache must not serve in between).
   * A payload may then arrive twice.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    options?: { ownWrites?: boolean },
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://... When set, PGlite is not used. */
  databaseUrl?: string;
  /** A folder for PGlite's files, or `memory://` for a throwaway in-memory database. */
  pgliteDir: string;
  /** A PGlite data-dir tarball to start from (tests reuse one migrated, seeded image). */
  pgliteImage?: Blob;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.pgliteDir, options.pgliteImage);
}

async function openPglite(dataDir: string, image?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  if (!dataDir.includes('://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, loadDataDir: image });
  const db = drizzle({ client, schema }) as unknown as Db;
  const exec: Exec = async (sql) => (await client.exec(sql)).at(-1)?.rows ?? [];
  return {
    kind: 'pglite',
    db,
    // PGlite is a single connection already.
    withConnection: (fn) => fn(exec),
    executeSql: async (text, values) => (values?.length ? client.query<Row>(text, values) : { rows: await exec(text) }),
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  type Client = InstanceType<typeof pg.Client>;
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  const listeners = new Set<Client>();
  // Channels the pool's own connections listen on (ownWrites), and what each connection already LISTENs to.
  const poolChannels = new Map<string, Set<(payload: string) => void>>();
  const heard = new WeakMap<Client, Set<string>>();
  // Checked out, a connection first LISTENs to any channel it does not yet: its queue runs that
  // before the borrower's query. A session hears its own NOTIFY before the statement (or COMMIT) answers.
  pool.on('acquire', (client) => {
    if (poolChannels.size === 0) return;
    let channels = heard.get(client);
    if (!channels) {
      heard.set(client, (channels = new Set()));
      client.on('notification', (message) =>
        poolChannels.get(message.channel)?.forEach((onPayload) => onPayload(message.payload ?? '')),
      );
    }
    for (const channel of poolChannels.keys())
      if (!channels.has(channel)) {
        channels.add(channel);
        // A failure surfaces on the borrower's own query on this connection; the dedicated listener still hears.
        client.query(`LISTEN ${pg.escapeIdentifier(channel)}`).catch(() => channels.delete(channel));
      }
  });
  return {
    kind: 'postgres',
    db,
    async withConnection(fn) {
      const client = await pool.connect();
      try {
        return await fn(async (sql) => {
          const result = (await client.query(sql)) as unknown as { rows: Row[] } | { rows: Row[] }[];
          return Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows;
        });
      } finally {
        client.release();
      }
    },
    executeSql: (text, values) => pool.query<Row>(text, values),
    async listen(channel, onPayload, { ownWrites = false } = {}) {
      // LISTEN holds its connection for as long as it listens: a client of its own, not the pool's.
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      client.on('notification', (message) => message.channel === channel && onPayload(message.payload ?? ''));
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      listeners.add(client);
      if (ownWrites) {
        if (!poolChannels.has(channel)) poolChannels.set(channel, new Set());
        poolChannels.get(channel)!.add(onPayload);
      }
      return async () => {
        poolChannels.get(channel)?.delete(onPayload);
        if (listeners.delete(client)) await client.end();
      };
    },
    close: async () => {
      await Promise.all([...listeners].map((client) => client.end()));
      listeners.clear();
      await pool.end();
    },
  };
}
