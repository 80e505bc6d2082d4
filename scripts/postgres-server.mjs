// A throwaway PostgreSQL server for the API tests: initdb in a temp folder, start on a spare
// port, drop it afterwards. Uses the Debian packages `.ci/run` installs. PostgreSQL refuses to
// run as root, so under root it runs as the `postgres` OS user the package creates.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chmodSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

function binDir() {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => path.join(base, v, 'bin')).find((dir) => existsSync(path.join(dir, 'initdb')));
  if (!found) throw new Error('PostgreSQL server binaries not found (apt-get install postgresql)');
  return found;
}

const asRoot = process.getuid?.() === 0;
const runAsOwner = (bin, args) => {
  const command = asRoot
    ? ['su', ['postgres', '-s', '/bin/sh', '-c', [bin, ...args].map((a) => `'${a}'`).join(' ')]]
    : [bin, args];
  const result = spawnSync(command[0], command[1], { stdio: 'pipe', encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${bin} failed: ${result.stderr || result.stdout}`);
};

/** Starts a server; returns its URL and a stop(). */
export function startPostgres(port = 55432) {
  const bin = binDir();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pg-test-'));
  chmodSync(dir, 0o777);
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const data = path.join(dir, 'data');
  runAsOwner(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  runAsOwner(path.join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    '-l',
    path.join(dir, 'log'),
    '-w',
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        runAsOwner(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
