// @vitest-environment node
import http from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../shared/build-preset/src/precompress.mjs';
import { createStaticServer } from './serve-static.mjs';

const root = mkdtempSync(path.join(os.tmpdir(), 'serve-static-'));
const CHUNK = '/static/js/index.0123abcd.js';
const chunk = `console.log(${JSON.stringify('the policies of the account '.repeat(80))});`;
const html = `<!doctype html><title>Seguro Empresarial</title>${'<p>landing</p>'.repeat(60)}`;
// Two API instances that say who answered, and one address nothing listens on.
const instances = ['first', 'second'].map((name) =>
  http.createServer((req, res) => {
    let body = '';
    req.on('data', (part) => (body += part));
    req.on('end', () => res.setHeader('x-instance', name).end(`${name} ${req.method} ${req.url} ${body}`));
  }),
);
const listening = (server) =>
  new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`)));
let app;
let apis;

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
    expect(refused.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    await none.close();
  });
});
