// The browser-facing safety headers on every answer, the ones helmet would set that matter for a
// JSON API fronted by the shell's origin: no MIME sniffing, no framing, no full-URL referrers.
// Product API answers are data, never a document, so their CSP allows nothing at all. The
// provider's pages (/oidc) may run scripts from this origin only: the sign-out page's script is a
// file (/oidc/sign-out.js), and oidc-provider adds the hash of its own form_post script to this
// `script-src` itself. HSTS goes only with answers to requests that came over HTTPS (a TLS socket,
// or X-Forwarded-Proto from a proxy Fastify trusts: `request.protocol`): over plain HTTP the header
// means nothing to a browser, and in development it would pin localhost to HTTPS.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { globalPlugin } from '../../lib/global-plugin';

export const API_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
} as const;
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
// The provider's default sign-out success page styles itself inline; styles cannot run code.
export const PROVIDER_CONTENT_SECURITY_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'";
/** One year, the value browsers' preload lists ask for; subdomains are not ours to decide. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

export default globalPlugin('security-headers', async (app) => {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const overHttps = request.protocol === 'https';
    if (request.url.startsWith('/oidc')) {
      // The provider answers on the raw response (the mount hijacks the reply).
      for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) reply.raw.setHeader(name, value);
      reply.raw.setHeader('content-security-policy', PROVIDER_CONTENT_SECURITY_POLICY);
      if (overHttps) reply.raw.setHeader('strict-transport-security', STRICT_TRANSPORT_SECURITY);
      return;
    }
    reply.headers(API_SECURITY_HEADERS);
    reply.header('content-security-policy', API_CONTENT_SECURITY_POLICY);
    if (overHttps) reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  });
});
