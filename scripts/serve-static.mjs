#!/usr/bin/env node
// Serves one built app the way it is deployed: hashed chunks cached forever, manifest,
// remote entry, registry and HTML never cached. The shell's server also fronts the API
// (/v3, /oidc), so the browser talks to one origin; given several API instances (--api a,b) it
// sends each request to the next one in turn, as a load balancer would (a live-update stream stays
// on the instance it opened on; instances hear each other's updates through PostgreSQL). Every file goes with the security headers
// (scripts/security-headers.mjs); proxied answers keep the API's own. No dependencies: node:http only.
// Given several folders, each file is taken from the first that has it: a remote's server also
// serves its deployed versions (deploy/remotes/<remote>/<version>/), and the shell's the deployed
// registry before the one its build holds (scripts/deploy-remote.mjs).
import http from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { LOOPBACK_PROXIES, requestProtocol, securityHeadersFor } from './security-headers.mjs';

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
const roots = (positionals.length ? positionals : ['dist']).map((folder) => path.resolve(folder));
const port = Number(values.port ?? process.env.PORT ?? 3000);
const list = (value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
const apis = list(values.api ?? '').map((address) => new URL(address));
let turn = 0;
/** Round robin over the API instances. */
const nextApi = () => apis[turn++ % apis.length];
const trustedProxies = list(values['trusted-proxies']);
const securityHeaders = securityHeadersFor(roots, { connectSrc: list(values['connect-src']), trustedProxies });

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const NEVER_CACHED = /(^|\/)(index\.html|remoteEntry\.js|mf-manifest\.json|mf-stats\.json|registry\.json|meta\.json)$/;

export function cacheControl(file) {
  if (NEVER_CACHED.test(file) || file.endsWith('.html')) return 'no-cache, no-store, must-revalidate';
  // rsbuild puts content hashes in chunk names: a new build never reuses a name.
  if (/\.[0-9a-f]{8,}\./.test(path.basename(file))) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

// A read that cannot reach one instance (stopped, restarting) is tried once on the next, as a
// load balancer's health check would route around it; a write is not replayed.
const REPLAYABLE = new Set(['GET', 'HEAD', 'OPTIONS']);

function proxy(req, res, attemptsLeft = REPLAYABLE.has(req.method ?? '') ? apis.length - 1 : 0) {
  const api = nextApi();
  const upstream = http.request(
    {
      host: api.hostname,
      port: api.port,
      method: req.method,
      path: req.url,
      headers: {
        ...req.headers,
        host: api.host,
        'x-forwarded-host': req.headers.host,
        'x-forwarded-proto': requestProtocol(req, trustedProxies),
        'x-forwarded-for': req.socket.remoteAddress,
      },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (res.headersSent) return res.destroy();
    if (attemptsLeft > 0) return proxy(req, res, attemptsLeft - 1);
    res.writeHead(503, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: 'SERVICE_UNAVAILABLE', message: 'The API is not reachable.' }));
  });
  req.pipe(upstream);
}

function send(req, res, file, status = 200) {
  const headers = {
    'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'cache-control': cacheControl(file),
    ...securityHeaders(req),
  };
  if (values.cors) headers['access-control-allow-origin'] = '*';
  res.writeHead(status, headers);
  createReadStream(file).pipe(res);
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://local');
  if (apis.length && (url.pathname.startsWith('/v3/') || url.pathname === '/v3' || url.pathname.startsWith('/oidc')))
    return proxy(req, res);
  const files = roots.map((folder) => path.join(folder, decodeURIComponent(url.pathname)));
  if (files.some((file, index) => !file.startsWith(roots[index]))) return res.writeHead(403).end();
  const file = files.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  if (file) return send(req, res, file);
  const page = roots.map((folder) => path.join(folder, 'index.html')).find((candidate) => existsSync(candidate));
  if (values.spa && page && !path.extname(url.pathname)) return send(req, res, page);
  res.writeHead(404, { 'content-type': 'text/plain', ...securityHeaders(req) }).end('Not found');
});

server.listen(port, values.host, () =>
  console.log(
    `serving ${roots.map((folder) => path.relative(process.cwd(), folder) || '.').join(', ')} on http://localhost:${port}`,
  ),
);
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.close(() => process.exit(0)));
