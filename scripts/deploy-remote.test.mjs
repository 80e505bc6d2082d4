// @vitest-environment node
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { federationName, newVersion, pointRegistry, previousVersion, recordDeploy } from './deploy-remote.mjs';

const REGISTRY = {
  auth: { authority: 'https://id.example.com', clientId: 'web' },
  remotes: [
    {
      name: 'mfe_claims',
      manifestUrl: 'http://localhost:3004/mf-manifest.json',
      routePrefixes: ['dashboard/claims/*'],
    },
    { name: 'mfe_cyber', manifestUrl: 'http://localhost:3005/mf-manifest.json', routePrefixes: ['dashboard/cyber/*'] },
  ],
};
const v1 = { version: '0.3.202-a', manifestUrl: 'http://localhost:3004/0.3.202-a/mf-manifest.json', deployedAt: 't1' };
const v2 = { version: '0.3.202-b', manifestUrl: 'http://localhost:3004/0.3.202-b/mf-manifest.json', deployedAt: 't2' };

describe('deploying one remote', () => {
  it('points only that remote at the new build, keeping everything else in the registry', () => {
    const next = pointRegistry(REGISTRY, 'mfe_claims', v1);
    expect(next.remotes[0]).toEqual({ ...REGISTRY.remotes[0], manifestUrl: v1.manifestUrl, version: v1.version });
    expect(next.remotes[1]).toBe(REGISTRY.remotes[1]);
    expect(next.auth).toEqual(REGISTRY.auth);
    expect(() => pointRegistry(REGISTRY, 'mfe_nope', v1)).toThrow('mfe_nope is not in the registry');
  });

  it('records the build served before the first deploy, so the first deploy can be rolled back too', () => {
    const first = recordDeploy(null, REGISTRY.remotes[0], v1);
    expect(first).toEqual({
      current: v1.version,
      versions: [{ version: 'initial', manifestUrl: 'http://localhost:3004/mf-manifest.json', deployedAt: null }, v1],
    });
    expect(previousVersion(first).manifestUrl).toBe('http://localhost:3004/mf-manifest.json');
  });

  it('rolls back one version at a time, and refuses past the oldest', () => {
    const history = recordDeploy(recordDeploy(null, REGISTRY.remotes[0], v1), REGISTRY.remotes[0], v2);
    expect(previousVersion(history)).toEqual(v1);
    const afterRollback = { ...history, current: v1.version };
    expect(previousVersion(afterRollback).version).toBe('initial');
    expect(() => previousVersion({ ...history, current: 'initial' })).toThrow('nothing to roll back to');
    expect(() => previousVersion(null)).toThrow('nothing to roll back to');
  });

  it('names versions by package version and a build id from the clock, and remotes by federation name', () => {
    expect(newVersion('0.3.202', Date.UTC(2026, 10, 23, 9))).toBe('0.3.202-mwt1bxc0');
    expect(federationName('mfe-quotes-policies')).toBe('mfe_quotes_policies');
  });
});

describe('serve-static with several folders', () => {
  const base = mkdtempSync(path.join(os.tmpdir(), 'serve-folders-'));
  const [build, deployed] = [path.join(base, 'dist'), path.join(base, 'deployed')];
  let server;
  let origin;
  beforeAll(async () => {
    mkdirSync(path.join(deployed, '0.3.202-a'), { recursive: true });
    mkdirSync(build, { recursive: true });
    writeFileSync(path.join(build, 'index.html'), '<!doctype html><title>build</title>');
    writeFileSync(path.join(build, 'registry.json'), JSON.stringify({ remotes: [], from: 'build' }));
    writeFileSync(path.join(deployed, 'registry.json'), JSON.stringify(REGISTRY));
    writeFileSync(path.join(deployed, '0.3.202-a', 'mf-manifest.json'), '{"version":"a"}');
    const port = await new Promise((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address();
        probe.close(() => resolve(free));
      });
    });
    const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'serve-static.mjs');
    server = spawn(process.execPath, [script, deployed, build, '--port', String(port), '--spa'], { stdio: 'ignore' });
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
    rmSync(base, { recursive: true, force: true });
  });

  it('takes each file from the first folder that has it', async () => {
    expect(await (await fetch(`${origin}/registry.json`)).json()).toEqual(REGISTRY);
    expect(await (await fetch(`${origin}/0.3.202-a/mf-manifest.json`)).json()).toEqual({ version: 'a' });
    expect(await (await fetch(`${origin}/dashboard/claims`)).text()).toContain('<title>build</title>');
    expect((await fetch(`${origin}/nothing.js`)).status).toBe(404);
  });

  it("builds the page's policy from the registry it serves (the deployed one)", async () => {
    const policy = (await fetch(`${origin}/`)).headers.get('content-security-policy');
    expect(policy).toContain('https://id.example.com');
  });
});
