// The browser-facing safety headers, set by helmet: no MIME sniffing, no framing, no full-URL
// referrers, and helmet's other defaults. Product API answers are data, never a document, so their
// CSP allows nothing at all. The provider's pages (/oidc) take `PROVIDER_HELMET` on their routes
// (plugins/app/oidc.ts): scripts from this origin only (the sign-out page's script is a file,
// /oidc/sign-out.js), and oidc-provider adds the hash of its own form_post script to that
// `script-src` itself. Helmet writes on the raw response, so the hijacked /oidc replies get them too.
// HSTS goes only with answers to requests that came over HTTPS (a TLS socket, or X-Forwarded-Proto
// from a proxy Fastify trusts: `request.protocol`): over plain HTTP the header means nothing to a
// browser, and in development it would pin localhost to HTTPS. Helmet cannot tell, so a hook decides.
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import fp from 'fastify-plugin';

/** Route options of the provider's pages: helmet's headers with a CSP that lets this origin's scripts run. */
export const PROVIDER_HELMET = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      scriptSrc: ["'self'"],
      // The provider's default sign-out success page styles itself inline; styles cannot run code.
      styleSrc: ["'unsafe-inline'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
    },
  },
} satisfies FastifyHelmetOptions;

/** One year, the value browsers' preload lists ask for; subdomains are not ours to decide. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

export default fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: false,
    });
    app.addHook('onRequest', async (request, reply) => {
      // On the raw response, like helmet, so the hijacked /oidc replies carry it too.
      if (request.protocol === 'https') reply.raw.setHeader('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    });
  },
  { name: 'security-headers' },
);
