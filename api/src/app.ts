// buildApp(config): the whole API as a Fastify instance, ready for listen() or inject().
// Order matters: error format and database first, then the identity side, then the routes.
import Fastify, { type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type Provider from 'oidc-provider';
import { embeddedVerifier, remoteVerifier } from './lib/auth/token-verifier';
import { API_RESOURCE, assertRunnable, type AppConfig } from './config';
import type { Database } from './db/connection';
import purges from './plugins/app/purges';
import { jobsPlugin } from './lib/jobs';
import { livePlugin } from './modules/live';
import { deliverMailByJob } from './lib/mail/delivery-job';
import { purgeExpiredPayloads } from './oidc/adapter';
import { loadProviderSecrets, publicJwks } from './oidc/keys';
import { createProvider, issuerFor } from './oidc/provider';
import authPlugin from './plugins/app/auth';
import closing from './plugins/app/closing';
import databasePlugin from './plugins/app/database';
import errorHandler, { clientErrorHandler, frameworkErrors } from './plugins/app/error-handler';
import oidcMount from './plugins/app/oidc';
import textGuard, { MULTILINE } from './plugins/app/text-guard';
import trustedProxy from './plugins/app/trusted-proxy';
import cors from './plugins/external/cors';
import rateLimit from './plugins/external/rate-limit';
import securityHeaders from './plugins/external/security-headers';
import swagger from './plugins/external/swagger';
import modules from './modules';

declare module 'fastify' {
  interface FastifyInstance {
    /** The embedded OpenID provider, or null when OIDC_ISSUER names another issuer. */
    oidcProvider: Provider | null;
  }
}

export interface BuildOptions {
  /** An already open database (tests share one per file); otherwise one is opened from config. */
  database?: Database;
}

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  assertRunnable(config);
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: [
              'req.headers.authorization',
              'req.headers.cookie',
              'req.headers.dpop',
              'req.headers["x-proxy-secret"]',
            ],
          },
    // X-Forwarded-* (the client's IP, origin and protocol) only from the configured proxies (and with their secret: plugins/app/trusted-proxy.ts).
    trustProxy: config.trustedProxies.length ? config.trustedProxies : false,
    ajv: {
      customOptions: {
        allErrors: true,
        removeAdditional: false,
        coerceTypes: 'array',
        keywords: [MULTILINE],
        allowUnionTypes: true,
      },
    },
    // Node's parser refuses oversized headers before Fastify sees the request: answer in the catalogue's format anyway.
    clientErrorHandler,
    // The database plugin migrates (and may seed) before the app is ready: on a fresh embedded
    // database and a busy 2-core machine that outlasts Fastify's 10 s (seen in CI's API client check).
    pluginTimeout: 120_000,
    frameworkErrors,
    // plugins/app/closing.ts answers in the catalogue's format instead.
    return503OnClosing: false,
  }).withTypeProvider<TypeBoxTypeProvider>();

  await app.register(errorHandler);
  await app.register(closing);
  // Before any hook or handler reads the client's address.
  await app.register(trustedProxy, { secret: config.proxySecret });
  await app.register(textGuard);
  await app.register(securityHeaders);
  await app.register(cors, { origins: config.corsOrigins });
  await app.register(swagger, { version: config.version });
  await app.register(databasePlugin, { config, database: options.database });
  await app.register(rateLimit, { config });
  await app.register(livePlugin);
  await app.register(jobsPlugin, { config });
  await app.register(purges);

  let provider: Provider | null = null;
  if (config.externalIssuer) {
    await app.register(authPlugin, { verifier: remoteVerifier(config.externalIssuer, config.audience) });
  } else {
    const secrets = await loadProviderSecrets(app.database.db);
    await purgeExpiredPayloads(app.database.db);
    provider = createProvider(config, app.database.db, secrets);
    // Same key set the provider publishes at /oidc/jwks: no HTTP round trip to ourselves.
    await app.register(authPlugin, {
      verifier: embeddedVerifier(issuerFor(config), API_RESOURCE, publicJwks(secrets.signingKeys)),
    });
    await app.register(oidcMount, { provider });
  }
  app.decorate('oidcProvider', provider);

  await app.register(modules, { prefix: '/v3', config, provider });
  await deliverMailByJob(app, config);
  return app;
}
