// Mounts the embedded provider at /oidc, the way an express mount would: the provider sees the
// path without the prefix (req.url) and the full one (req.originalUrl) to build its own URLs.
// Fastify steps aside (reply.hijack) and leaves the request body unread for the provider.
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';

export const OIDC_PREFIX = '/oidc';

export default async function oidcMount(app: FastifyInstance, { provider }: { provider: Provider }) {
  const callback = provider.callback();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    const raw = request.raw as IncomingMessage & { originalUrl?: string };
    const url = raw.url ?? OIDC_PREFIX;
    raw.originalUrl = url;
    raw.url = url.slice(OIDC_PREFIX.length) || '/';
    callback(raw, reply.raw);
  };
  const methods = ['GET', 'POST', 'OPTIONS', 'DELETE'] as const;
  app.route({ method: [...methods], url: OIDC_PREFIX, handler, schema: { hide: true } });
  app.route({ method: [...methods], url: `${OIDC_PREFIX}/*`, handler, schema: { hide: true } });
}
