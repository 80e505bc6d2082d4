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
      // Node closes only the connections idle when closing starts; one busy then would stay open after
      // its answer for the whole keep-alive time (72 s in Fastify), and the instance with it.
      app.server.keepAliveTimeout = 1;
    });
    app.addHook('onRequest', async (_request, reply) => {
      if (!closing) return;
      void reply.header('connection', 'close').header('retry-after', '1');
      throw new AppError('SERVICE_UNAVAILABLE');
    });
  },
  { name: 'closing' },
);
