// @vitest-environment node
import { spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptsOf, requestProtocol, scriptHash } from './security-headers.mjs';

const REGISTRY = {
  remotes: [
    { name: 'mfe_onboarding', manifestUrl: 'http://localhost:3001/mf-manifest.json', routePrefixes: ['auth/login'] },
    {
      name: 'mfe_claims',
      manifestUrl: 'http://localhost:3004/mf-manifest.json',
      routePrefixes: ['dashboard/claims/*'],
    },
    { name: 'mfe_broker', manifestUrl: 'http://localhost:3004/other/mf-manifest.json', routePrefixes: ['broker/*'] },
  ],
  auth: { authority: 'https://id.example.com/realms/app', clientId: 'web' },
  apiBaseUrl: 'https://api.example.com',
};

const directives = (policy) =>
  Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );

describe('the shell’s Content-Security-Policy', () => {
  it('allows scripts only from the shell and the registered remotes’ origins, never eval or inline', () => {
    const policy = directives(contentSecurityPolicy(REGISTRY));
    expect(policy['script-src']).toEqual(["'self'", 'http://localhost:3001', 'http://localhost:3004']);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(contentSecurityPolicy(REGISTRY)).not.toMatch(/unsafe-eval/);
    expect(policy['script-src'].join(' ')).not.toContain('unsafe-inline');
  });

  it('lets components write style elements (Radix select, the scroll lock), never style attributes in markup', () => {
    const policy = directives(contentSecurityPolicy(REGISTRY));
    // docs/decisions.md, "Security hardening": what the dropdowns write is CSS only, and the
    // strict img-src, font-src and connect-src leave injected CSS no foreign origin to leak to.
    expect(policy['style-src-elem']).toEqual([
      "'self'",
      "'unsafe-inline'",
      'http://localhost:3001',
      'http://localhost:3004',
    ]);
    expect(policy['style-src']).toEqual(["'self'", 'http://localhost:3001', 'http://localhost:3004']);
    expect(policy['style-src-attr']).toBeUndefined();
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'http://localhost:3001', 'http://localhost:3004']);
  });

  it('lets the page call the remotes (manifests), the API, the issuer and extra origins, and nothing else', () => {
    const policy = directives(
      contentSecurityPolicy(REGISTRY, { connectSrc: ['https://o1.ingest.sentry.io/api/1/envelope/', 'not a url'] }),
    );
    expect(policy['connect-src']).toEqual([
      "'self'",
      'http://localhost:3001',
      'http://localhost:3004',
      'https://api.example.com',
      'https://id.example.com',
      'https://o1.ingest.sentry.io',
    ]);
  });

  it('lets the page post telemetry to the origin of the registry’s sentryDsn', () => {
    const policy = directives(
      contentSecurityPolicy({ ...REGISTRY, sentryDsn: 'https://publickey@o2.ingest.sentry.io/42' }),
    );
    expect(policy['connect-src']).toContain('https://o2.ingest.sentry.io');
    expect(policy['connect-src'].join(' ')).not.toContain('publickey');
  });

  it('forbids framing, plugins and foreign base or form targets', () => {
    const policy = directives(contentSecurityPolicy(REGISTRY));
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
  });

  it('allows the page’s own inline scripts by their SHA-256, and no other', () => {
    const html = '<script defer src="/static/js/a.js"></script><div></div><script>paint("x")</script>';
    expect(inlineScriptsOf(html)).toEqual(['paint("x")']);
    // The value a browser compares: base64 of the SHA-256 of the script's text.
    expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
    const policy = directives(contentSecurityPolicy(REGISTRY, { inlineScripts: inlineScriptsOf(html) }));
    expect(policy['script-src']).toEqual([
      "'self'",
      scriptHash('paint("x")'),
      'http://localhost:3001',
      'http://localhost:3004',
    ]);
    expect(policy['script-src'].join(' ')).not.toContain('unsafe-inline');
  });

  it('is only the own origin for a server with no registry (a remote)', () => {
    expect(directives(contentSecurityPolicy(null))['script-src']).toEqual(["'self'"]);
  });
});

describe('the protocol a request came with', () => {
  const request = (remoteAddress, headers = {}, encrypted = false) => ({
    socket: { remoteAddress, encrypted },
    headers,
  });

  it('is https over a TLS socket', () => {
    expect(requestProtocol(request('203.0.113.9', {}, true))).toBe('https');
  });

  it('believes X-Forwarded-Proto from a trusted proxy only', () => {
    expect(requestProtocol(request('127.0.0.1', { 'x-forwarded-proto': 'https' }))).toBe('https');
    expect(requestProtocol(request('10.0.0.5', { 'x-forwarded-proto': 'HTTPS, http' }), ['10.0.0.5'])).toBe('https');
    expect(requestProtocol(request('203.0.113.9', { 'x-forwarded-proto': 'https' }))).toBe('http');
    expect(requestProtocol(request('127.0.0.1', { 'x-forwarded-proto': 'https' }), ['10.0.0.5'])).toBe('http');
    expect(requestProtocol(request('127.0.0.1'))).toBe('http');
  });
});

describe('serve-static over HTTP', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'serve-static-test-'));
  let server;
  let origin;
  let stoppedApi;
  // Stands in for the API: answers with the X-Forwarded-Proto the static server sent it.
  const api = http.createServer((req, res) => res.end(String(req.headers['x-forwarded-proto'])));
  const freePort = () =>
    new Promise((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address();
        probe.close(() => resolve(free));
      });
    });
  beforeAll(async () => {
    await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
    mkdirSync(path.join(root, 'static/js'), { recursive: true });
    writeFileSync(
      path.join(root, 'index.html'),
      '<!doctype html><title>x</title><script defer src="/static/js/index.0123456789.js"></script><script>paint()</script>',
    );
    writeFileSync(path.join(root, 'static/js/index.0123456789.js'), 'console.log(1)');
    writeFileSync(path.join(root, 'registry.json'), JSON.stringify(REGISTRY));
    const port = await freePort();
    // A second API instance that is down: reads go around it, writes to it fail cleanly.
    stoppedApi = `http://127.0.0.1:${await freePort()}`;
    const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'serve-static.mjs');
    server = spawn(
      process.execPath,
      [script, root, '--port', String(port), '--spa', '--api', `http://127.0.0.1:${api.address().port},${stoppedApi}`],
      { stdio: 'ignore' },
    );
    origin = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 100; i += 1) {
      try {
        await fetch(`${origin}/registry.json`);
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  });
  afterAll(() => {
    server?.kill();
    api.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('sends the policy and the other security headers with the page and its scripts', async () => {
    for (const file of ['/', '/dashboard/claims/list', '/static/js/index.0123456789.js']) {
      const response = await fetch(`${origin}${file}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toBe(
        contentSecurityPolicy(REGISTRY, { inlineScripts: ['paint()'] }),
      );
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('follows a registry changed on disk without a restart', async () => {
    const more = {
      ...REGISTRY,
      remotes: [
        ...REGISTRY.remotes,
        {
          name: 'mfe_cyber',
          manifestUrl: 'https://cyber.example.com/mf-manifest.json',
          routePrefixes: ['dashboard/cyber/*'],
        },
      ],
    };
    writeFileSync(path.join(root, 'registry.json'), JSON.stringify(more));
    const future = new Date(Date.now() + 5000);
    const { utimesSync } = await import('node:fs');
    utimesSync(path.join(root, 'registry.json'), future, future);
    const response = await fetch(`${origin}/`);
    expect(directives(response.headers.get('content-security-policy'))['script-src']).toContain(
      'https://cyber.example.com',
    );
  });

  it('sends HSTS only when a trusted proxy says the browser came over HTTPS', async () => {
    // The test talks to the server from 127.0.0.1, the proxy address trusted by default.
    const overHttps = await fetch(`${origin}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(overHttps.headers.get('strict-transport-security')).toBe('max-age=31536000');
    const overHttp = await fetch(`${origin}/`);
    expect(overHttp.headers.get('strict-transport-security')).toBeNull();
  });

  it('tells the API the protocol it was reached with, not a fixed http', async () => {
    expect(await (await fetch(`${origin}/v3/health`, { headers: { 'x-forwarded-proto': 'https' } })).text()).toBe(
      'https',
    );
    expect(await (await fetch(`${origin}/oidc/.well-known/openid-configuration`)).text()).toBe('http');
  });

  it('sends reads around a stopped API instance, and a write it cannot deliver gets 503 in the catalogue format', async () => {
    for (let read = 0; read < 6; read += 1) expect((await fetch(`${origin}/v3/health`)).status).toBe(200);
    const writes = [];
    for (let write = 0; write < 2; write += 1)
      writes.push(await fetch(`${origin}/v3/anything`, { method: 'POST', body: '{}' }));
    expect(writes.map((response) => response.status).sort()).toEqual([200, 503]);
    expect(await writes.find((response) => response.status === 503).json()).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
  });
});
