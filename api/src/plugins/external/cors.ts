// CORS for the product API, so a remote can run standalone on its own port (3001..3006) and
// call the API directly. /oidc is left to the provider, which answers CORS by client itself.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { globalPlugin } from '../../lib/global-plugin';

const ALLOWED_HEADERS = 'authorization, content-type, dpop, x-account-id';
const METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';

export default globalPlugin<{ origins: string[] }>('cors', async (app, { origins }) => {
  const allowed = new Set(origins);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.url.startsWith('/v3')) return;
    const origin = request.headers.origin;
    if (!origin || !allowed.has(origin)) return;
    reply.header('access-control-allow-origin', origin);
    reply.header('vary', 'Origin');
    reply.header(
      'access-control-expose-headers',
      'retry-after, x-ratelimit-limit, x-ratelimit-remaining, x-ratelimit-reset',
    );
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      reply.header('access-control-allow-methods', METHODS);
      reply.header('access-control-allow-headers', ALLOWED_HEADERS);
      reply.header('access-control-max-age', '600');
      return reply.status(204).send();
    }
  });
});
