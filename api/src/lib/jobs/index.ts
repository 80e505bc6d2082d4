// Scheduled and queued work (quote expiry, policy start, assessment schedules...) runs in pg-boss
// on the API's own database, never on a timer in one process (docs/scaling.md): pg-boss borrows
// the connection through `executeSql`, so the embedded PGlite and a PostgreSQL cluster run the same
// queue, and on PostgreSQL several API instances share it and each job runs once.
import type { FastifyInstance } from 'fastify';
import PgBoss from 'pg-boss';
import type { AppConfig } from '../../config';
import fp from 'fastify-plugin';

export interface JobDefinition<Data extends object = object> {
  /** `<module>.<what>`, e.g. `quotes.expire`. */
  name: string;
  /** A cron expression (UTC, minute resolution) when the job also runs on a schedule. */
  cron?: string;
  /**
   * `stately`: at most one job of this name waits and one runs, across every instance (a
   * "drain the outbox" job sent many times runs once at a time). Default: every job sent runs.
   */
  policy?: 'standard' | 'stately';
  run(app: FastifyInstance, data: Data): Promise<void>;
}

export interface SendOptions {
  /** Not before this time (a policy's start date, a reminder). */
  startAfter?: Date;
}

export interface Jobs {
  /** Declares a job; modules call it while they register. */
  define<Data extends object>(job: JobDefinition<Data>): void;
  /** Queues a job for a declared name (runs it at once in `inline` mode). */
  send(name: string, data?: object, options?: SendOptions): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/** pg-boss's own tables live in their own schema, apart from the product's migrations. */
const SCHEMA = 'pgboss';

export const jobsPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const definitions = new Map<string, JobDefinition>();
    const definitionOf = (name: string) => {
      const job = definitions.get(name);
      if (!job) throw new Error(`no job named ${name}`);
      return job;
    };

    if (config.jobs === 'inline') {
      app.decorate('jobs', {
        define: (job) => void definitions.set(job.name, job as JobDefinition),
        send: (name, data = {}) => definitionOf(name).run(app, data),
      } satisfies Jobs);
      return;
    }

    const boss = new PgBoss({ db: app.database, schema: SCHEMA });
    boss.on('error', (error) => app.log.error({ err: error }, 'job queue error'));
    app.decorate('jobs', {
      define: (job) => void definitions.set(job.name, job as JobDefinition),
      send: async (name, data = {}, options = {}) => {
        definitionOf(name);
        await boss.send(name, data, options);
      },
    } satisfies Jobs);

    app.addHook('onReady', async () => {
      await boss.start();
      for (const job of definitions.values()) {
        await boss.createQueue(job.name, { name: job.name, policy: job.policy ?? 'standard' });
        await boss.work<object>(job.name, async ([next]) => {
          if (next) await job.run(app, next.data);
        });
        if (job.cron) await boss.schedule(job.name, job.cron);
        else await boss.unschedule(job.name);
      }
    });
    // Before the database plugin closes the connection pg-boss borrows.
    app.addHook('preClose', async () => {
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 5_000 });
    });
  },
  { name: 'jobs', dependencies: ['database'] },
);
