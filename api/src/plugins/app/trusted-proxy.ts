// Which requests the configured proxy vouches for. Fastify believes X-Forwarded-* from the
// TRUSTED_PROXIES addresses (app.ts, trustProxy); with PROXY_SECRET set, a request from such an
// address must also carry the secret in X-Proxy-Secret, which only the proxy is given. Without it
// the forwarded headers are dropped before anything reads them (request.ip, protocol and host are
// read lazily), so another process on the proxy's machine, or a request the API is tricked into
// sending to itself, is counted by its own address and cannot reset a per-address limit.
import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';

export const PROXY_SECRET_HEADER = 'x-proxy-secret';
const FORWARDED = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port'];

export default fp<{ secret?: string }>(
  async (app, { secret }) => {
    if (!secret) return;
    const expected = Buffer.from(secret);
    app.addHook('onRequest', async (request) => {
      const headers = request.raw.headers;
      const sent = headers[PROXY_SECRET_HEADER];
      const vouched =
        typeof sent === 'string' &&
        Buffer.byteLength(sent) === expected.length &&
        timingSafeEqual(Buffer.from(sent), expected);
      // The secret goes no further (the provider, logs of what a handler reads).
      delete headers[PROXY_SECRET_HEADER];
      if (!vouched) for (const name of FORWARDED) delete headers[name];
    });
  },
  { name: 'trusted-proxy' },
);
