#!/usr/bin/env node
// Serves one built app the way it is deployed: Fastify with @fastify/static, sending the brotli or
// gzip copy written at build time (shared/build-preset's precompress step) to a browser that
// accepts it; hashed chunks cached for a year, HTML, registry, manifest and remote entry
// revalidated on every load. The shell's server also fronts the API (/v3, /oidc) with
// @fastify/reply-from, so the browser talks to one origin; given several API instances (--api a,b)
// it sends each request to the next one in turn, as a load balancer would (scripts/api-proxy.mjs).
// Every file goes with the security headers (scripts/security-headers.mjs); proxied answers keep
// the API's own. Every refusal, the server's own included, is in the API's catalogue format
// (scripts/error-answers.mjs). Given several folders, each file is taken from the first that has it: a remote's
// server also serves its deployed versions (deploy/remotes/<remote>/<version>/), and the shell's
// the deployed registry before the one its build holds (scripts/deploy-remote.mjs).
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { apiProxy } from './api-proxy.mjs';
import { clientErrorHandler, codeOfError, sendError } from './error-answers.mjs';
import { LOOPBACK_PROXIES, securityHeadersFor } from './security-headers.mjs';

const NEVER_CACHED = /(^|\/)(index\.html|remoteEntry\.js|mf-manifest\.json|mf-stats\.json|registry\.json|meta\.json)$/;
/** Kinds of file the build precompresses (see shared/build-preset/src/precompress.mjs). */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg)$/;

export function cacheControl(file) {
  // The update notifier polls meta.json to learn of a new version: no copy of it is ever kept.
  if (path.basename(file) === 'meta.json') return 'no-cache, no-store, must-revalidate';
  if (NEVER_CACHED.test(file) || file.endsWith('.html')) return 'no-cache';
  // rsbuild puts content hashes in chunk names: a new build never reuses a name.
  if (/\.[0-9a-f]{8,}\./.test(path.basename(file))) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/**
 * The server for `root` (a folder, or several searched in order). Options: `spa` (unknown paths without an extension get index.html),
 * `cors` (any origin may read the files: a remote's), `apis` (URLs of the API instances to front),
 * `connectSrc` and `trustedProxies` (see security-headers.mjs), `proxySecret` (scripts/api-proxy.mjs).
 */
export async function createStaticServer(
  root,
  { spa = false, cors = false, apis = [], connectSrc = [], trustedProxies = LOOPBACK_PROXIES, proxySecret } = {},
) {
  const roots = [root].flat().filter((folder) => existsSync(folder));
  const securityHeaders = securityHeadersFor(roots, { connectSrc, trustedProxies });
  const app = Fastify({
    logger: false,
    exposeHeadRoutes: true,
    clientErrorHandler,
    // The router's own refusals (an address that does not decode) come before any handler.
    frameworkErrors: (error, request, reply) => sendError(reply, codeOfError(error, request)),
  });
  app.setErrorHandler((error, request, reply) => sendError(reply, codeOfError(error, request)));
  app.setNotFoundHandler((_request, reply) => sendError(reply, 'NOT_FOUND'));

  app.addHook('onSend', async (request, reply) => {
    if (request.routeOptions.config?.proxied) return;
    reply.headers(securityHeaders(request.raw));
    if (cors) reply.header('access-control-allow-origin', '*');
  });

  await app.register(fastifyStatic, {
    root: roots[0],
    // Several folders are searched here, not by the plugin: with precompressed files it would
    // take a later folder's .br over an earlier folder's plain file.
    serve: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, file) {
      const original = file.replace(/\.(br|gz)$/, '');
      res.setHeader('cache-control', cacheControl(original));
      if (COMPRESSIBLE.test(original)) res.setHeader('vary', 'Accept-Encoding');
    },
  });

  /** The first folder holding `pathname` as a file (never a path outside the folders). */
  const folderOf = (pathname) =>
    roots.find((folder) => {
      const file = path.join(folder, pathname);
      return file.startsWith(folder + path.sep) && existsSync(file) && statSync(file).isFile();
    });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler(request, reply) {
      let pathname;
      try {
        pathname = decodeURIComponent(new URL(request.url, 'http://local').pathname);
      } catch {
        return sendError(reply, 'VALIDATION_FAILED');
      }
      if (pathname.endsWith('/')) pathname += 'index.html';
      const folder = folderOf(pathname);
      if (folder) return reply.sendFile(pathname.slice(1), folder);
      const page = roots.find((root) => existsSync(path.join(root, 'index.html')));
      if (spa && page && !path.extname(pathname)) return reply.sendFile('index.html', page);
      return sendError(reply, 'NOT_FOUND');
    },
  });

  if (apis.length) await app.register(apiProxy, { apis, trustedProxies, proxySecret });
  return app;
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      port: { type: 'string' },
      host: { type: 'string', default: '127.0.0.1' },
      api: { type: 'string' },
      spa: { type: 'boolean', default: false },
      cors: { type: 'boolean', default: false },
      // More origins pages may call (comma-separated), e.g. the telemetry endpoint.
      'connect-src': { type: 'string', default: process.env.CSP_CONNECT_SRC ?? '' },
      // Addresses (comma-separated) whose X-Forwarded-Proto is believed: the TLS-terminating proxy.
      'trusted-proxies': { type: 'string', default: LOOPBACK_PROXIES.join(',') },
    },
  });
  const list = (value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  const roots = (positionals.length ? positionals : ['dist']).map((folder) => path.resolve(folder));
  const port = Number(values.port ?? process.env.PORT ?? 3000);
  const app = await createStaticServer(roots, {
    spa: values.spa,
    cors: values.cors,
    apis: list(values.api ?? ''),
    connectSrc: list(values['connect-src']),
    trustedProxies: list(values['trusted-proxies']),
    // From the environment, not an argument: the process list shows arguments to every user.
    proxySecret: process.env.PROXY_SECRET || undefined,
  });
  await app.listen({ port, host: values.host });
  const names = roots.map((folder) => path.relative(process.cwd(), folder) || '.');
  console.log(`serving ${names.join(', ')} on http://localhost:${port}`);
  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => app.close().then(() => process.exit(0)));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
