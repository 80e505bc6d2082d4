// Mounts the embedded provider at /oidc, the way an express mount would: the provider sees the
// path without the prefix (req.url) and the full one (req.originalUrl) to build its own URLs.
// Fastify steps aside (reply.hijack) and leaves the request body unread for the provider.
// The provider (Koa, `proxy = true`) reads X-Forwarded-Proto/Host to build its URLs and to mark its
// cookies Secure; it is handed the protocol and host Fastify decided to trust, never a header a
// client sent past the trusted proxies.
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { PROVIDER_HELMET } from '../external/security-headers';

export const OIDC_PREFIX = '/oidc';
/** The sign-out page's script, a file so the pages' CSP needs no inline script (provider.ts logoutSource). */
export const SIGN_OUT_SCRIPT_PATH = `${OIDC_PREFIX}/sign-out.js`;
// The shell already asked "sign out?": the provider's confirmation form submits itself.
const SIGN_OUT_SCRIPT = 'document.forms[0].submit();\n';

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
    raw.headers['x-forwarded-proto'] = request.protocol;
    raw.headers['x-forwarded-host'] = request.host;
    callback(raw, reply.raw);
  };
  // The provider's pages: their own CSP, and CORS answered by the provider per client.
  const options = { schema: { hide: true }, helmet: PROVIDER_HELMET, config: { cors: false } } as const;
  app.get(SIGN_OUT_SCRIPT_PATH, options, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(SIGN_OUT_SCRIPT),
  );
  const methods = ['GET', 'POST', 'OPTIONS', 'DELETE'] as const;
  app.route({ method: [...methods], url: OIDC_PREFIX, handler, ...options });
  app.route({ method: [...methods], url: `${OIDC_PREFIX}/*`, handler, ...options });
}
