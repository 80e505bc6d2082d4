// The browser-facing safety headers on every answer, the ones helmet would set that matter for a
// JSON API fronted by the shell's origin: no MIME sniffing, no framing, no full-URL referrers.
// Product API answers are data, never a document, so their CSP allows nothing at all. The
// provider's pages (/oidc: the self-submitting sign-out form) keep their own script, so they
// only get the framing rule.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { globalPlugin } from '../../lib/global-plugin';

export const API_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
} as const;
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
export const PROVIDER_CONTENT_SECURITY_POLICY = "frame-ancestors 'none'";

export default globalPlugin('security-headers', async (app) => {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url.startsWith('/oidc')) {
      // The provider answers on the raw response (the mount hijacks the reply).
      for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) reply.raw.setHeader(name, value);
      reply.raw.setHeader('content-security-policy', PROVIDER_CONTENT_SECURITY_POLICY);
      return;
    }
    reply.headers(API_SECURITY_HEADERS);
    reply.header('content-security-policy', API_CONTENT_SECURITY_POLICY);
  });
});
