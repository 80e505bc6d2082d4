#!/usr/bin/env node
// `npm run dev -- <remote>`: watch mode for developing one remote inside the real shell.
// The API and the shell run in watch mode too; the other remotes are served from their last build.
// `npm run dev -- <remote> --standalone` runs only that remote on its own host page.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { API_PORT, PNPM, REMOTES, ROOT, SHELL_PORT, ensureInstalled, run } from './stack.mjs';

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
// Alone, the remote carries its own federation runtime; inside the shell it uses the shell's.
start(PNPM[0], [...PNPM.slice(1), 'exec', 'rsbuild', 'dev'], target, standalone ? { STANDALONE: '1' } : {});
if (!standalone) {
  start(process.execPath, ['--import', 'tsx', '--watch', 'src/server.ts'], 'api', {
    API_MODE: 'development',
    API_PORT: String(API_PORT),
    PUBLIC_URL: `http://localhost:${SHELL_PORT}`,
  });
  start(PNPM[0], [...PNPM.slice(1), 'exec', 'rsbuild', 'dev'], 'shell');
  for (const [folder, port] of REMOTES) {
    if (folder === target) continue;
    if (!existsSync(path.join(ROOT, folder, 'dist')))
      run(PNPM[0], [...PNPM.slice(1), '--filter', `./${folder}`, 'build']);
    start(
      process.execPath,
      [path.join(ROOT, 'scripts/serve-static.mjs'), `${folder}/dist`, '--port', String(port), '--cors'],
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
