// HAProxy (Debian's package) in front of several API instances: `npm start` with API_INSTANCES>1,
// the e2e stack, the rolling restart and the failover bench. The same configuration, with TLS and
// the deployment's addresses, is the load balancer of docs/scaling.md.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { errorBody } from './error-answers.mjs';

/**
 * The configuration for `apis` (the instances' URLs) behind 127.0.0.1:`port`, with its runtime
 * socket at `socket` (the rolling restart drains an instance through it).
 */
export function haproxyConfig({ port, apis, socket }) {
  const servers = apis.map((api, index) => {
    const { hostname, port: serverPort } = new URL(api);
    return `  server api${index + 1} ${hostname}:${serverPort} check`;
  });
  // HAProxy's own failures (no instance up, an instance that died mid-answer) in the catalogue's
  // format, so a front end reads them like the API's: try again shortly.
  const errors = [502, 503, 504].map(
    (status) =>
      `  http-error status ${status} content-type "application/json; charset=utf-8" string '${errorBody('SERVICE_UNAVAILABLE')}' hdr retry-after 1`,
  );
  return [
    'global',
    '  maxconn 4096',
    `  stats socket ${socket} mode 600 level admin`,
    '',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 30s',
    '  timeout http-request 10s',
    '  timeout http-keep-alive 10s',
    '  timeout queue 5s',
    '',
    'frontend api_in',
    `  bind 127.0.0.1:${port}`,
    '  default_backend api',
    '',
    'backend api',
    '  balance roundrobin',
    // Active checks: an instance whose database does not answer leaves the rotation too.
    '  option httpchk',
    '  http-check send meth GET uri /v3/health ver HTTP/1.1 hdr host localhost',
    '  http-check expect status 200',
    // Passive ejection: one refused connection marks the instance down until its checks pass again.
    '  default-server inter 1s fastinter 500ms downinter 1s fall 2 rise 2 observe layer4 error-limit 1 on-error mark-down',
    // Every retry goes to another instance.
    `  retries ${Math.max(3, apis.length)}`,
    '  option redispatch 1',
    // A request that never reached an instance, or that an instance closing for a restart refused
    // (503), is safe to send elsewhere. One that was sent and got no answer may have been applied:
    // only reads and writes carrying an Idempotency-Key (answered once, from the database) are replayed.
    '  retry-on conn-failure empty-response 503',
    '  acl replayable method GET HEAD OPTIONS',
    '  acl keyed req.hdr(idempotency-key) -m found',
    '  http-request disable-l7-retry if !replayable !keyed',
    // The live stream stays on its instance (heartbeat every 25 s); when that instance dies the
    // stream ends and the shell reconnects, which lands on one that is up.
    '  http-request set-timeout server 1h if { path /v3/live }',
    ...errors,
    '  http-after-response set-status 503 if { status 502 } || { status 504 }',
    ...servers,
    '',
  ].join('\n');
}

/** The haproxy binary; installed from Debian's package when missing and running as root, as .ci/run does. */
export function haproxyBinary() {
  const found = () => ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((file) => existsSync(file));
  if (found()) return found();
  if (process.getuid?.() === 0) {
    console.log('installing haproxy (Debian package)');
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', 'haproxy'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
  if (found()) return found();
  throw new Error('HAProxy not found: apt-get install haproxy (needed for API_INSTANCES > 1)');
}

/** Sends one command to HAProxy's runtime socket and resolves with its answer. */
export const runtimeCommand = (socket, command) =>
  new Promise((resolve, reject) => {
    let answer = '';
    const connection = net.createConnection(socket, () => connection.end(`${command}\n`));
    connection.on('data', (part) => (answer += part));
    connection.on('end', () => resolve(answer));
    connection.on('error', reject);
  });

/** Current sessions per server of the `api` backend (`show stat`), by server name. */
export async function serverSessions(socket) {
  const [header, ...rows] = (await runtimeCommand(socket, 'show stat')).trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  const at = (name) => columns.indexOf(name);
  return Object.fromEntries(
    rows
      .map((row) => row.split(','))
      .filter((cells) => cells[at('pxname')] === 'api' && cells[at('svname')].startsWith('api'))
      .map((cells) => [cells[at('svname')], { sessions: Number(cells[at('scur')]), status: cells[at('status')] }]),
  );
}

/** Starts HAProxy for `apis` on `port`; `stop()` ends it and removes its folder. */
export function startLoadBalancer({ port, apis, stdio = 'ignore' }) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'haproxy-'));
  const socket = path.join(folder, 'admin.sock');
  const file = path.join(folder, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig({ port, apis, socket }));
  // -db: in the foreground, so it stops with the stack.
  const child = spawn(haproxyBinary(), ['-db', '-f', file], { stdio });
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    socket,
    stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
