// Tables that only grow with time are trimmed by scheduled jobs in the job queue, as every timed
// task is (lib/jobs): one instance runs each, and none keeps a timer of its own. Each purge is
// idempotent, so a run missed or repeated does no harm.
import fp from 'fastify-plugin';
import { purgeExpiredProofs } from '../../lib/auth/dpop';
import { purgeIdempotencyKeys } from '../../lib/idempotency';
import { purgeEndedWindows } from '../../lib/limits/counters';

/** Used DPoP proofs (only fresh ones are accepted), ended rate-limit windows, answered idempotency keys. */
export const PURGE_JOBS = [
  { name: 'auth.purge-used-proofs', cron: '*/10 * * * *', purge: purgeExpiredProofs },
  { name: 'limits.purge-ended-windows', cron: '*/10 * * * *', purge: purgeEndedWindows },
  { name: 'platform.purge-idempotency-keys', cron: '17 * * * *', purge: purgeIdempotencyKeys },
] as const;

export default fp(
  async (app) => {
    for (const { name, cron, purge } of PURGE_JOBS)
      app.jobs.define({
        name,
        cron,
        policy: 'stately',
        run: async (instance) => {
          await purge(instance.database.db);
        },
      });
  },
  { name: 'purges', dependencies: ['database', 'jobs'] },
);
