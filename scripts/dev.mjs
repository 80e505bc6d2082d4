#!/usr/bin/env node
// `npm run dev -- <remote>`: watch mode for developing one remote inside the real shell.
// The API and the shell run in watch mode too; the other remotes are served from their last build.
// `npm run dev -- <remote> --standalone` runs that remote alone on its own host page, and the API
// behind it (signed in through the API's OpenID provider, on the remote's origin).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { API_PORT, PNPM, REMOTES, ROOT, SHELL_PORT, ensureInstalled, proxyEnv, run } from './stack.mjs';

const target = process.argv[2];
const remote = REMOTES.find(([folder]) => folder === target);
if (!remote) {
  console.error(`usage: npm run dev -- <${REMOTES.map(([f]) => f).join('|')}> [--standalone]`);
  process.exit(1);
}
ensureInstalled();
const children = [];
const start = (command, args, cwd, env = {}) =>
  children.push(spawn(command, args, { cwd: path.join(ROOT, cwd), stdio: 'inherit', env: { ...process.env, ...env } }));

const standalone = process.argv.includes('--standalone');
// The dev servers front the API and prove it with this start's secret (rsbuild's proxy rules read PROXY_SECRET).
const proxy = proxyEnv();
const [, port] = remote;
// Migrations and the demo seed first, on their own: on a busy machine the first seed of a fresh
// embedded database outlasts the API's start-up timeout (Fastify's 10 s per plugin).
run(process.execPath, ['--import', 'tsx', 'src/scripts/seed.ts'], { cwd: path.join(ROOT, 'api') });
const api = (publicUrl) =>
  start(process.execPath, ['--import', 'tsx', '--watch', 'src/server.ts'], 'api', {
    API_MODE: 'development',
    // The development bank plays the payment provider (docs/payments.md).
    PAYMENT_PROVIDER: process.env.PAYMENT_PROVIDER ?? 'dev',
    API_PORT: String(API_PORT),
    PUBLIC_URL: publicUrl,
    ...proxy,
  });
// Alone, the remote carries its own federation runtime; inside the shell it uses the shell's.
start(PNPM[0], [...PNPM.slice(1), 'exec', 'rsbuild', 'dev'], target, {
  PROXY_SECRET: proxy.PROXY_SECRET,
  ...(standalone ? { STANDALONE: '1' } : {}),
});
if (standalone) {
  // The remote's dev server fronts the API (`/v3`, `/oidc`) on its own origin, and the API's
  // OpenID provider lives there: issuer, redirect address and login page on the standalone page.
  api(`http://localhost:${port}`);
  console.log(`\n  ${target} alone, signed in through the API: http://localhost:${port}\n`);
} else {
  api(`http://localhost:${SHELL_PORT}`);
  start(PNPM[0], [...PNPM.slice(1), 'exec', 'rsbuild', 'dev'], 'shell', { PROXY_SECRET: proxy.PROXY_SECRET });
  for (const [folder, otherPort] of REMOTES) {
    if (folder === target) continue;
    if (!existsSync(path.join(ROOT, folder, 'dist/mf-manifest.json')))
      run(PNPM[0], [...PNPM.slice(1), '--filter', `./${folder}`, 'build']);
    start(
      process.execPath,
      [path.join(ROOT, 'scripts/serve-static.mjs'), `${folder}/dist`, '--port', String(otherPort), '--cors'],
      '.',
    );
  }
  console.log(`\n  Developing ${target} inside the shell: http://localhost:${SHELL_PORT}\n`);
}
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    children.forEach((child) => child.kill('SIGTERM'));
    process.exit(0);
  });
