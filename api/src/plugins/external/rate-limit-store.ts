// A store for @fastify/rate-limit that keeps its counters in PostgreSQL (limits/counters.ts), so
// a client cannot escape a limit by landing on another API instance.
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Db } from '../../db/connection';
import { hit } from '../../lib/limits/counters';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
type RouteParams = Parameters<FastifyRateLimitStore['child']>[0] & {
  groupId?: string;
  routeInfo?: { method?: string | string[]; url?: string };
};

/** The store class the plugin instantiates; `db` is read per hit, after the database plugin is up. */
export function postgresRateLimitStore(db: () => Db) {
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    private readonly scope: string;

    /** The plugin constructs it with its options; child() passes the scope of a route. */
    constructor(options?: unknown) {
      this.scope = typeof options === 'string' ? options : 'global';
    }

    incr(key: string, callback: Callback, timeWindow = 60_000) {
      hit(db(), `route:${this.scope}:${key}`, timeWindow).then(
        ({ hits, resetInMs }) => callback(null, { current: hits, ttl: resetInMs }),
        (error: Error) => callback(error),
      );
    }

    /** Each route (or group of routes) counts on its own. */
    child(params: RouteParams): FastifyRateLimitStore {
      const { method, url } = params.routeInfo ?? {};
      return new PostgresRateLimitStore(params.groupId ?? `${[method].flat().join(',')} ${url ?? ''}`);
    }
  };
}
