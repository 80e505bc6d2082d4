// @vitest-environment node
import http from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../shared/build-preset/src/precompress.mjs';
import { ERROR_CODES } from '../shared/domain/src/errors/error-codes';
import { ERROR_MESSAGES } from '../shared/domain/src/errors/error-messages';
import { MAX_PROXIED_BODY_BYTES } from './api-proxy.mjs';
import { PROXY_ERRORS } from './error-answers.mjs';
import { createStaticServer } from './serve-static.mjs';

const root = mkdtempSync(path.join(os.tmpdir(), 'serve-static-'));
const CHUNK = '/static/js/index.0123abcd.js';
const chunk = `console.log(${JSON.stringify('the policies of the account '.repeat(80))});`;
const html = `<!doctype html><title>Seguro Empresarial</title>${'<p>landing</p>'.repeat(60)}`;
// Two API instances that say who answered (and the length they were told), and one address nothing listens on.
const instances = ['first', 'second'].map((name) =>
  http.createServer((req, res) => {
    let body = '';
    req.on('data', (part) => (body += part));
    req.on('end', () =>
      res
        .setHeader('x-instance', name)
        .setHeader('x-content-length', req.headers['content-length'] ?? 'none')
        .setHeader('x-seen-secret', req.headers['x-proxy-secret'] ?? 'none')
        .end(`${name} ${req.method} ${req.url} ${body}`),
    );
  }),
);
const listening = (server) =>
  new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`)));
let app;
let apis;
/** Where `app` listens, for what inject cannot send (oversized headers, a body in chunks). */
let origin;
const refusal = (code) => ({ code, message: ERROR_MESSAGES[code].en });

beforeAll(async () => {
  mkdirSync(path.join(root, 'static/js'), { recursive: true });
  writeFileSync(path.join(root, 'index.html'), html);
  writeFileSync(path.join(root, CHUNK), chunk);
  writeFileSync(path.join(root, 'remoteEntry.js'), chunk);
  writeFileSync(path.join(root, 'registry.json'), JSON.stringify({ remotes: [], padding: 'x'.repeat(600) }));
  writeFileSync(path.join(root, 'favicon.svg'), '<svg/>');
  writeFileSync(path.join(root, 'meta.json'), '{"version":"1.0.0"}');
  await precompress(root);
  apis = await Promise.all(instances.map(listening));
  app = await createStaticServer(root, { spa: true, apis });
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  instances.forEach((server) => server.close());
  rmSync(root, { recursive: true, force: true });
});

const get = (url, headers = {}) => app.inject({ method: 'GET', url, headers });

describe('serve-static: compressed answers', () => {
  it('sends the brotli copy to a browser that accepts it', async () => {
    const response = await get(CHUNK, { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(chunk);
  });

  it('falls back to gzip, then to the file as it is', async () => {
    const gzipped = await get(CHUNK, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(chunk);
    const plain = await get(CHUNK, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(chunk);
  });

  it('compresses the page too, and sends the registry as it is on disk', async () => {
    const page = await get('/', { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(html);
    const registry = await get('/registry.json', { 'accept-encoding': 'br, gzip' });
    expect(registry.headers['content-encoding']).toBeUndefined();
    expect(registry.body).toBe(readFileSync(path.join(root, 'registry.json'), 'utf8'));
  });
});

describe('serve-static: caching', () => {
  it('caches hashed chunks for a year and revalidates what a deployment replaces', async () => {
    expect((await get(CHUNK, { 'accept-encoding': 'br' })).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const url of ['/', '/index.html', '/registry.json', '/remoteEntry.js', '/favicon.svg', '/dashboard/index'])
      expect((await get(url, { 'accept-encoding': 'br' })).headers['cache-control'], url).toBe('no-cache');
  });

  it('never lets a copy of meta.json be kept: the update notifier polls it', async () => {
    expect((await get('/meta.json')).headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
  });

  it('answers a revalidation with 304 when nothing changed', async () => {
    const first = await get('/registry.json');
    const again = await get('/registry.json', { 'if-none-match': first.headers.etag });
    expect(again.statusCode).toBe(304);
  });
});

describe('serve-static: the single-page fallback', () => {
  it('answers a route of the app with the page, with the security headers', async () => {
    const response = await get('/dashboard/claims/list');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(html);
    expect(response.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('answers a missing file with 404, not the page', async () => {
    const response = await get('/static/js/gone.deadbeef.js');
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('never reads outside its folder', async () => {
    expect((await get('/../../etc/passwd')).body).not.toMatch(/root:/);
    expect((await get('/%2e%2e/%2e%2e/etc/passwd')).body).not.toMatch(/root:/);
  });
});

describe('serve-static: the API behind the same origin', () => {
  it('sends requests to the instances in turn, bodies and answers untouched', async () => {
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push((await get('/v3/policies?page=2')).body);
    expect(answers.map((answer) => answer.split(' ')[0]).sort()).toEqual(['first', 'first', 'second', 'second']);
    expect(answers[0]).toMatch(/GET \/v3\/policies\?page=2/);
    const posted = await app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=authorization_code&code=abc',
    });
    expect(posted.body).toMatch(/POST \/oidc\/token grant_type=authorization_code&code=abc$/);
    // The API's answers keep its own headers: no static security headers are added.
    expect(posted.headers['content-security-policy']).toBeUndefined();
  });

  it('proves to the API that it is the proxy with its secret, and passes on no secret a client sends', async () => {
    const forged = { 'x-proxy-secret': 'guessed' };
    expect((await get('/v3/health', forged)).headers['x-seen-secret']).toBe('none');
    const withSecret = await createStaticServer(root, { apis, proxySecret: 's3cret-of-this-start' });
    expect(
      (await withSecret.inject({ method: 'GET', url: '/v3/health', headers: forged })).headers['x-seen-secret'],
    ).toBe('s3cret-of-this-start');
    await withSecret.close();
  });

  it('sends a read around a stopped instance, and answers 503 when none can take it', async () => {
    const stopped = 'http://127.0.0.1:9';
    const withStopped = await createStaticServer(root, { apis: [stopped, apis[0]] });
    const reads = [];
    for (let i = 0; i < 3; i += 1) reads.push(await withStopped.inject({ method: 'GET', url: '/v3/health' }));
    expect(reads.map((read) => read.statusCode)).toEqual([200, 200, 200]);
    await withStopped.close();
    const none = await createStaticServer(root, { apis: [stopped] });
    const refused = await none.inject({ method: 'GET', url: '/v3/health' });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ code: 'SERVICE_UNAVAILABLE', message: ERROR_MESSAGES.SERVICE_UNAVAILABLE.en });
    await none.close();
  });

  it('answers a write that cannot reach the API (or its load balancer) with the retryable 503: Retry-After', async () => {
    const none = await createStaticServer(root, { apis: ['http://127.0.0.1:9'] });
    // Over a socket: inject's own body stream would carry the connection error back to the caller.
    await none.listen({ port: 0, host: '127.0.0.1' });
    const refused = await fetch(`http://127.0.0.1:${none.server.address().port}/v3/claims`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ request_key: 'k' }),
    });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await refused.json()).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: ERROR_MESSAGES.SERVICE_UNAVAILABLE.en,
    });
    await none.close();
  });
});

describe('serve-static: its own refusals, in the API catalogue’s format', () => {
  it('speaks the catalogue’s codes, statuses and words', () => {
    for (const [code, [status, message]] of Object.entries(PROXY_ERRORS)) {
      expect(ERROR_CODES[code], code).toBe(status);
      expect(ERROR_MESSAGES[code].en, code).toBe(message);
    }
  });

  it('refuses a path climbing out with an escaped slash, and one whose escapes do not decode', async () => {
    for (const url of ['/v3/..%2F..%2Fetc/passwd', '/oidc/..%2f..%2fv3/health', '/v3/%E0%A4%A', '/%E0%A4%A']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual(refusal('VALIDATION_FAILED'));
    }
  });

  it('answers what it does not have, and a method no route takes, with NOT_FOUND', async () => {
    for (const [method, url] of [
      ['GET', '/static/js/gone.deadbeef.js'],
      ['POST', '/dashboard'],
    ]) {
      const response = await app.inject({ method, url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual(refusal('NOT_FOUND'));
    }
  });

  it('answers headers past what Node reads with 431 HEADERS_TOO_LARGE', async () => {
    const { status, body } = await new Promise((resolve, reject) => {
      const request = http.request(
        `${origin}/v3/health`,
        { headers: { cookie: `a=${'x'.repeat(40_000)}` } },
        (response) => {
          let text = '';
          response.on('data', (part) => (text += part));
          response.on('end', () => resolve({ status: response.statusCode, body: text }));
        },
      );
      request.on('error', reject);
      request.end();
    });
    expect(status).toBe(431);
    expect(JSON.parse(body)).toEqual(refusal('HEADERS_TOO_LARGE'));
  });
});

describe('serve-static: bodies on their way to the API', () => {
  const post = (headers, payload) => app.inject({ method: 'POST', url: '/v3/claims', headers, payload });
  const past = Buffer.alloc(MAX_PROXIED_BODY_BYTES + 1, 'a');

  it('refuses a body past the API’s limits itself, with 413, before a byte reaches the API', async () => {
    const json = await post({ 'content-type': 'application/json' }, past);
    expect(json.statusCode).toBe(413);
    expect(json.json()).toEqual(refusal('REQUEST_TOO_LARGE'));
    expect(json.headers['x-instance']).toBeUndefined();
    const file = await post({ 'content-type': 'application/octet-stream' }, past);
    expect(file.statusCode).toBe(413);
    expect(file.json()).toEqual(refusal('FILE_TOO_LARGE'));
  });

  it('sends a body that came in chunks on with its length, and refuses one past the limit', async () => {
    const chunked = (size) =>
      new Promise((resolve, reject) => {
        const request = http.request(
          `${origin}/v3/claims`,
          { method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } },
          (response) => {
            let text = '';
            response.on('data', (part) => (text += part));
            response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: text }));
          },
        );
        request.on('error', reject);
        for (let sent = 0; sent < size; sent += 64 * 1024)
          request.write(Buffer.alloc(Math.min(64 * 1024, size - sent), 'b'));
        request.end();
      });
    const small = await chunked(200 * 1024);
    expect(small.status).toBe(200);
    expect(small.headers['x-content-length']).toBe(String(200 * 1024));
    expect(small.body).toContain(`POST /v3/claims ${'b'.repeat(100)}`);
    const huge = await chunked(MAX_PROXIED_BODY_BYTES + 64 * 1024);
    expect(huge.status).toBe(413);
    expect(JSON.parse(huge.body)).toEqual(refusal('REQUEST_TOO_LARGE'));
  });
});
