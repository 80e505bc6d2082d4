// Starts the whole product on the embedded defaults: the API (with its embedded PostgreSQL and
// OpenID provider), the shell on :3000 fronting the API, and each remote on its own port, as
// each is deployed on its own. Used by `npm start` and by the e2e tests.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverSessions, runtimeCommand, startLoadBalancer } from './load-balancer.mjs';
import { startPostgres } from './postgres-server.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM = ['npx', '-y', 'pnpm@10.34.9'];
export const REMOTES = [
  ['mfe-onboarding', 3001],
  ['mfe-ipaf', 3002],
  ['mfe-quotes-policies', 3003],
  ['mfe-claims', 3004],
  ['mfe-cyber', 3005],
  ['mfe-broker', 3006],
];
/** The shell's port (SHELL_PORT); the remotes move with it (3100 puts them on 3101-3106). */
export const SHELL_PORT = Number(process.env.SHELL_PORT ?? 3000);
const remotePort = (port) => port + SHELL_PORT - 3000;
export const API_PORT = Number(process.env.API_PORT ?? 4000);
/** HAProxy's port when several API instances run (LOAD_BALANCER_PORT). */
export const LOAD_BALANCER_PORT = Number(process.env.LOAD_BALANCER_PORT ?? 4080);
/** The running stack's processes (the rolling restart and the fault tests read it). */
export const STACK_FILE = path.join(ROOT, '.data/stack.json');

/** Where `npm run deploy:remote` puts remotes' versions and the registry: DEPLOY_DIR, else deploy/. */
export const deployDir = (env = process.env) => path.resolve(env.DEPLOY_DIR || path.join(ROOT, 'deploy'));

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status})`);
}

/** Installs the workspace when node_modules is missing (a fresh clone). */
export function ensureInstalled() {
  if (!existsSync(path.join(ROOT, 'node_modules/.modules.yaml')))
    run(PNPM[0], [...PNPM.slice(1), 'install', '--frozen-lockfile']);
}

/** The command that makes the production builds of the shell and the six remotes. */
export const BUILD_COMMAND = [
  PNPM[0],
  [...PNPM.slice(1), '-r', '--workspace-concurrency=2', '--filter', './shell', '--filter', './mfe-*', 'build'],
];

/** Production builds of the shell and the six remotes. */
export function buildApps() {
  run(...BUILD_COMMAND);
}

export async function waitFor(url, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

/**
 * What the API needs to believe only the proxies this machine starts (the shell's server, the dev
 * servers): their address, and a secret made for this start that they send with every request
 * (api/src/plugins/app/trusted-proxy.ts). PROXY_SECRET from the environment is kept.
 */
export const proxyEnv = () => ({
  TRUSTED_PROXIES: process.env.TRUSTED_PROXIES ?? '127.0.0.1,::1',
  PROXY_SECRET: process.env.PROXY_SECRET || randomBytes(32).toString('base64url'),
});

/**
 * Starts API, shell and remotes; resolves when all answer. `env` reaches the API
 * (PGLITE_DIR, DATABASE_URL, ...). `remotes: false` serves the shell alone (the soak: no browser).
 * Returns the child processes and a `stop()`.
 */
export async function startStack({ env: given = {}, quiet = false, remotes = true } = {}) {
  let env = given;
  const stdio = quiet ? 'ignore' : 'inherit';
  const children = {};
  // The shell's proxy proves itself to the API with a secret made for this start (PROXY_SECRET):
  // other processes on this machine reach the API port too, and must not pose as the proxy.
  const proxy = proxyEnv();
  const serve = (name, folders, port, extra, serverEnv = {}) =>
    (children[name] = spawn(
      process.execPath,
      [path.join(ROOT, 'scripts/serve-static.mjs'), ...folders, '--port', String(port), ...extra],
      { cwd: ROOT, stdio, env: { ...process.env, ...serverEnv } },
    ));

  // Several API instances (API_INSTANCES=2) share one PostgreSQL server: PGlite lives inside one
  // process. Without DATABASE_URL a throwaway server is started (its data goes when the stack stops).
  const instances = Math.max(1, Number(env.API_INSTANCES ?? process.env.API_INSTANCES ?? 1));
  let postgres = null;
  if (instances > 1 && !(env.DATABASE_URL ?? process.env.DATABASE_URL)) {
    postgres = startPostgres(55433);
    env = { ...env, DATABASE_URL: postgres.url };
  }
  const apiPorts = Array.from({ length: instances }, (_, index) => API_PORT + index);
  const apiName = (index) => (index ? `api${index + 1}` : 'api');
  const startApi = (port, index) =>
    (children[apiName(index)] = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: path.join(ROOT, 'api'),
      stdio,
      // npm start is a demo on one machine: development mode (the mailbox, no SMTP needed) unless told otherwise.
      env: {
        ...process.env,
        API_MODE: process.env.API_MODE ?? 'development',
        // The development bank plays the payment provider, so a customer can pay by Pix or boleto
        // on this machine (docs/payments.md); PAYMENT_PROVIDER=manual keeps operations' record only.
        PAYMENT_PROVIDER: process.env.PAYMENT_PROVIDER ?? 'dev',
        API_PORT: String(port),
        PUBLIC_URL: `http://localhost:${SHELL_PORT}`,
        ...proxy,
        ...env,
        ...seedFirstOnly(index),
      },
    }));
  // Several instances: HAProxy in front of them (load-balancer.mjs), the shell's server forwards /v3
  // and /oidc to it; one instance: the shell's server forwards to it directly, as before.
  const apiUrls = apiPorts.map((port) => `http://127.0.0.1:${port}`);
  const balancer = instances > 1 ? startLoadBalancer({ port: LOAD_BALANCER_PORT, apis: apiUrls, stdio }) : null;
  if (balancer) children.haproxy = balancer.child;
  // The deployed registry comes before the one the shell's build holds, and each remote's
  // deployed versions beside its build (scripts/deploy-remote.mjs, DEPLOY_DIR).
  const deployed = deployDir();
  // Empty until a first deploy; made now so a server never starts on a folder that is missing.
  for (const folder of ['registry', ...REMOTES.map(([remote]) => `remotes/${remote}`)])
    mkdirSync(path.join(deployed, folder), { recursive: true });
  serve(
    'shell',
    [path.join(deployed, 'registry'), 'shell/dist'],
    SHELL_PORT,
    ['--spa', '--api', balancer ? balancer.url : apiUrls.join(',')],
    { PROXY_SECRET: proxy.PROXY_SECRET },
  );
  const served = remotes ? REMOTES.map(([folder, port]) => [folder, remotePort(port)]) : [];
  for (const [folder, port] of served)
    serve(folder, [`${folder}/dist`, path.join(deployed, 'remotes', folder)], port, ['--cors']);

  const stop = () => {
    Object.values(children).forEach((child) => child.exitCode === null && child.kill('SIGTERM'));
    balancer?.stop();
    postgres?.stop();
  };
  const writeStackFile = (extra = {}) => {
    mkdirSync(path.dirname(STACK_FILE), { recursive: true });
    writeFileSync(
      STACK_FILE,
      JSON.stringify({
        ...Object.fromEntries(Object.entries(children).map(([name, child]) => [name, child.pid])),
        stack: process.pid,
        ...(balancer ? { loadBalancerSocket: balancer.socket } : {}),
        ...extra,
      }),
    );
  };
  try {
    // All at once (each process loads its modules and compiles its routes' schemas for seconds):
    // the migrator's advisory lock makes the others wait for the first one's migrations, and the
    // provider's keys are agreed through fixed row ids (api/src/oidc/keys.ts); the demo seed is
    // the first instance's alone (seedFirstOnly).
    apiPorts.forEach((port, index) => startApi(port, index));
    await Promise.all([
      ...apiPorts.map((port) => waitFor(`http://127.0.0.1:${port}/v3/health`, 120_000)),
      ...[SHELL_PORT, ...served.map(([, port]) => port)].map((port) =>
        waitFor(`http://127.0.0.1:${port}/${port === SHELL_PORT ? 'registry.json' : 'mf-manifest.json'}`),
      ),
    ]);
  } catch (error) {
    stop();
    throw error;
  }
  writeStackFile();
  let restarts = 0;
  /**
   * Restarts the instances one after another (`npm run restart:rolling` asks for it with SIGUSR2):
   * each is taken out of HAProxy's rotation, its requests finish, it stops, starts again and
   * rejoins once healthy, so no request meets a stopped instance.
   */
  const rollingRestart = async () => {
    if (!balancer) throw new Error('a rolling restart needs several API instances (API_INSTANCES=2)');
    const running = (index) =>
      children[apiName(index)].exitCode === null && children[apiName(index)].signalCode === null;
    // One that is already down first: stopping a healthy one meanwhile would leave none.
    const order = [...apiPorts.entries()].sort(([a], [b]) => Number(running(a)) - Number(running(b)));
    for (const [index, port] of order) {
      const server = `api/api${index + 1}`;
      await runtimeCommand(balancer.socket, `set server ${server} state drain`);
      // Its requests finish (a live stream does not: the instance ends it as it stops, and the
      // shell reconnects to one in rotation).
      await until(async () => (await serverSessions(balancer.socket))[`api${index + 1}`].sessions === 0, 5_000).catch(
        () => {},
      );
      const child = children[apiName(index)];
      if (running(index)) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      startApi(port, index);
      await waitFor(`http://127.0.0.1:${port}/v3/health`, 120_000);
      await runtimeCommand(balancer.socket, `set server ${server} state ready`);
      // Back in rotation only once HAProxy's own check has seen it up.
      await until(async () => (await serverSessions(balancer.socket))[`api${index + 1}`].status === 'UP');
    }
    writeStackFile({ rollingRestarts: ++restarts });
  };
  if (balancer)
    process.on('SIGUSR2', () =>
      rollingRestart().catch((error) => console.error(`rolling restart failed: ${error.message}`)),
    );
  return { children, stop, rollingRestart };
}

/**
 * The demo seed is written by the first instance only: it is idempotent one start after another,
 * not made for two writers at once (it reads, then inserts), and the instances start together.
 * The others share its database, so they find the demo data it wrote.
 */
export const seedFirstOnly = (index) => (index ? { SEED_DEMO: 'false' } : {});

/** Resolves once `check()` is true (polled every 100 ms), or fails after `ms`. */
async function until(check, ms = 60_000) {
  const limit = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > limit) throw new Error(`not done within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
