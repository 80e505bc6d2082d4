// /v3 and /oidc of the shell's origin, sent to the API (a Fastify plugin of scripts/serve-static.mjs):
// to HAProxy when several instances run (scripts/load-balancer.mjs), which does the balancing and the
// failover; given several URLs itself, round robin (the dev servers'). A live-update stream stays on
// the instance it opened on; instances hear each other's updates through PostgreSQL. Bodies stream through untouched; the proxy's own
// refusals are in the catalogue's format (error-answers.mjs), as the API's are.
import replyFrom from '@fastify/reply-from';
import { sendError, tooLargeCode } from './error-answers.mjs';
import { requestProtocol } from './security-headers.mjs';

/**
 * The largest body sent on to the API. The API takes 5 MB files at most, and reads and drops a
 * body it refuses up to 16 MiB so that its 413 arrives (MAX_DRAINED_BYTES in
 * api/src/plugins/app/error-handler.ts); past that it ends the connection while the body is still
 * coming, and the proxy would meet a reset instead of the answer. So a bigger body is refused here.
 */
export const MAX_PROXIED_BODY_BYTES = 16 * 1024 * 1024;

// A read that cannot reach one instance (stopped, restarting) is tried on the next, as a load
// balancer's health check would route around it; a write is not replayed.
const REPLAYABLE = new Set(['GET', 'HEAD', 'OPTIONS']);

// Only this proxy speaks for itself: a secret a client sends never reaches the API.
const withoutClientSecret = (headers) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'x-proxy-secret'));

const tooLarge = (request) => {
  const error = new Error('request body too large');
  error.statusCode = 413;
  error.code = tooLargeCode(request.headers['content-type']);
  return error;
};

/**
 * A body of known length streams through as it comes. One sent in chunks (no Content-Length) is
 * gathered first, up to the limit, and sent on with its length: the API could otherwise only
 * refuse an oversized one by ending the connection.
 */
function passBody(request, payload, done) {
  if (request.headers['content-length'] !== undefined) return done(null, payload);
  const chunks = [];
  let size = 0;
  const onData = (chunk) => {
    size += chunk.length;
    if (size <= MAX_PROXIED_BODY_BYTES) return chunks.push(chunk);
    payload.off('data', onData).off('end', onEnd);
    done(tooLarge(request));
  };
  const onEnd = () => done(null, Buffer.concat(chunks));
  payload.on('data', onData).on('end', onEnd).on('error', done);
}

/**
 * Options: `apis` (URLs of the API instances), `trustedProxies` (see security-headers.mjs),
 * `proxySecret` (PROXY_SECRET, also given to the API: sent with every request to prove it comes
 * from this proxy; api/src/plugins/app/trusted-proxy.ts).
 */
export async function apiProxy(app, { apis, trustedProxies, proxySecret }) {
  let turn = 0;
  const nextApi = () => apis[turn++ % apis.length];
  await app.register(replyFrom, {
    // The live-update stream stays open with long silences between events.
    undici: { bodyTimeout: 0 },
    disableRequestLogging: true,
  });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', passBody);

  const forward = (request, reply, attemptsLeft) => {
    const api = nextApi();
    // A gathered body goes as the bytes that came (with a content type, reply-from does not re-encode it).
    const gathered = Buffer.isBuffer(request.body)
      ? { body: request.body, contentType: request.headers['content-type'] ?? 'application/octet-stream' }
      : {};
    reply.from(new URL(request.url, api).href, {
      ...gathered,
      // Failover is ours (below); reply-from's own retries would go back to the same instance.
      retryDelay: () => null,
      rewriteRequestHeaders: (_request, headers) => ({
        ...withoutClientSecret(headers),
        'x-forwarded-host': request.headers.host,
        'x-forwarded-proto': requestProtocol(request.raw, trustedProxies),
        'x-forwarded-for': request.raw.socket.remoteAddress,
        ...(proxySecret ? { 'x-proxy-secret': proxySecret } : {}),
      }),
      onError: (errored) => {
        if (attemptsLeft > 0) return forward(request, errored, attemptsLeft - 1);
        // Nothing reached the API: safe to send again shortly, which the catalogue's words ask for.
        sendError(errored.header('retry-after', '1'), 'SERVICE_UNAVAILABLE');
      },
    });
  };
  const handler = (request, reply) => {
    // Refused before a byte goes on; Node reads and drops the rest, so the answer arrives.
    if (Number(request.headers['content-length']) > MAX_PROXIED_BODY_BYTES)
      return sendError(reply, tooLargeCode(request.headers['content-type']));
    forward(request, reply, REPLAYABLE.has(request.method) ? apis.length - 1 : 0);
  };
  for (const url of ['/v3', '/v3/*', '/oidc', '/oidc/*'])
    app.route({
      method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      url,
      config: { proxied: true },
      handler,
    });
}
