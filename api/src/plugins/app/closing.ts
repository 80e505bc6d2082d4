// An instance stopping (a rolling restart, a deploy, a scale-in) finishes what it has started, but a
// request that still reaches it on a connection kept open gets the catalogue's SERVICE_UNAVAILABLE
// with Retry-After: nothing of it was done, so HAProxy sends it to another instance (retry-on 503)
// and a client may send it again. Fastify's own answer (return503OnClosing) is not in the catalogue.
import { AppError } from '../../lib/errors';
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onRequest', async (_request, reply) => {
      if (!closing) return;
      void reply.header('connection', 'close').header('retry-after', '1');
      throw new AppError('SERVICE_UNAVAILABLE');
    });
  },
  { name: 'closing' },
);
