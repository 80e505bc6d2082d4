// CORS for the product API, so a remote can run standalone on its own port (3001..3006) and call
// the API directly. /oidc is left to the provider, which answers CORS by client itself: its routes
// turn this off (`config: { cors: false }`, plugins/app/oidc.ts).
import cors from '@fastify/cors';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: @fastify/cors leaves the route alone (its index.js reads it; its types do not declare it). */
    cors?: false;
  }
}

export default fp<{ origins: string[] }>(
  async (app, { origins }) => {
    await app.register(cors, {
      origin: origins,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['authorization', 'content-type', 'dpop', 'x-account-id', 'idempotency-key'],
      exposedHeaders: ['retry-after', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'],
      maxAge: 600,
      // A bare OPTIONS (no Origin) answers 204 too, not a plain-text 400 outside the error catalogue.
      strictPreflight: false,
    });
  },
  { name: 'cors' },
);
