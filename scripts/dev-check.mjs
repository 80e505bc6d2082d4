// What `npm run check:dev` (scripts/check-dev.mjs) and the e2e dev-mode spec share: starting
// `npm run dev -- <remote> [--standalone]`, signing in, and editing one of the remote's
// components for Fast Refresh (restored afterwards, so the work tree is never left changed).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { API_PORT, REMOTES, ROOT, SHELL_PORT } from './stack.mjs';

/**
 * Per remote: who signs in, one page of its area, and the `id` of an element on that page. The
 * check finds the component that renders it (the one `.tsx` of the remote with `id="<id>"`) and
 * adds a text to that element.
 */
export const DEV_CHECKS = {
  'mfe-onboarding': { email: 'cliente@demo.local', path: '/dashboard/users/list', id: 'team-title' },
  'mfe-ipaf': { email: 'cliente@demo.local', path: '/ipaf/prev', id: 'forms-title' },
  'mfe-quotes-policies': { email: 'cliente@demo.local', path: '/dashboard/index', id: 'home-title' },
  'mfe-claims': { email: 'cliente@demo.local', path: '/dashboard/claims/home', id: 'claims-title' },
  'mfe-cyber': { email: 'cliente@demo.local', path: '/dashboard/cyber/home', id: 'cyber-title' },
  'mfe-broker': { email: 'corretor@demo.local', path: '/broker/index', id: 'companies-title' },
};
export const DEMO_PASSWORD = 'Demo!2026';

export const portOf = (remote) => REMOTES.find(([folder]) => folder === remote)[1];

/** Where a mode's page is: the shell's origin, or the remote's own for the standalone page. */
export const originOf = (remote, { standalone = false } = {}) =>
  `http://localhost:${standalone ? portOf(remote) : SHELL_PORT}`;

const answers = async (url) => {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
};

async function waitFor(url, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await answers(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}

const portTaken = (port) =>
  new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** The ports `npm run dev` binds (shell, remotes, API). */
export const DEV_PORTS = [SHELL_PORT, ...REMOTES.map(([, port]) => port), API_PORT];

/** Waits until none of the dev ports answers: a check never starts on another's leftovers. */
export async function waitForPortsFree(ms = 30_000) {
  const until = Date.now() + ms;
  for (;;) {
    const taken = [];
    for (const port of DEV_PORTS) if (await portTaken(port)) taken.push(port);
    if (!taken.length) return;
    if (Date.now() > until) throw new Error(`ports still in use: ${taken.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * Starts `npm run dev -- <remote> [--standalone]` (`env` reaches it and the API) in its own process group and resolves once
 * what the mode serves answers (generous: a first compile on a busy machine is slow).
 * `stop()` ends the whole group (rsbuild and the API behind npx and pnpm) and waits for the ports.
 */
export async function startDev(remote, { standalone = false, log = false, timeout = 240_000, env = {} } = {}) {
  await waitForPortsFree();
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'scripts/dev.mjs'), remote, ...(standalone ? ['--standalone'] : [])],
    {
      cwd: ROOT,
      detached: true,
      stdio: log ? 'inherit' : 'ignore',
      env: { ...process.env, ...env },
    },
  );
  const stop = async () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await waitForPortsFree().catch(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    });
  };
  try {
    const exited = new Promise((_, reject) =>
      child.once('exit', (code) => reject(new Error(`npm run dev exited early (${code})`))),
    );
    const ready = (async () => {
      await waitFor(`http://127.0.0.1:${API_PORT}/v3/health`, timeout);
      await waitFor(`http://127.0.0.1:${portOf(remote)}/mf-manifest.json`, timeout);
      if (!standalone) await waitFor(`http://127.0.0.1:${SHELL_PORT}/registry.json`, timeout);
    })();
    await Promise.race([ready, exited]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}

/**
 * Opens a signed-in page of the area and signs in on the provider's login page (the product's
 * sign-in screen, or the standalone page's form: the same labels), then waits to be back.
 */
export async function openSignedIn(page, remote, { standalone = false, timeout = 120_000 } = {}) {
  const check = DEV_CHECKS[remote];
  await page.goto(`${originOf(remote, { standalone })}${check.path}`, { timeout });
  await page.waitForURL(/\/auth\/login\?interaction=/, { timeout });
  await page.getByLabel('E-mail').fill(check.email);
  await page.getByLabel('Senha').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((url) => url.pathname === check.path, { timeout });
  await page.locator(`#${check.id}`).waitFor({ timeout });
}

/** Where a component names the element `id`: an element's own `id`, or a `Page`'s `titleId` (its h1). */
function anchorOf(source, id) {
  const own = source.indexOf(` id="${id}"`);
  return own >= 0 ? own : source.indexOf(` titleId="${id}"`);
}

/** The text a developer adds inside the element: after the element's opening tag, or in the Page's title. */
function withMarker(source, id, marker) {
  const span = `<span data-dev-check="">${marker}</span>`;
  if (source.includes(` id="${id}"`)) {
    const at = source.indexOf('>', source.indexOf(` id="${id}"`)) + 1;
    return `${source.slice(0, at)}${span}${source.slice(at)}`;
  }
  // <Page title={…} titleId="id">, in every branch that renders it (loading, empty, loaded): the
  // title's expression becomes a fragment ending with the marker. From the last one back, so that
  // the earlier positions still hold.
  let edited = source;
  for (let at = edited.lastIndexOf(` titleId="${id}"`); at >= 0; at = edited.lastIndexOf(` titleId="${id}"`, at - 1)) {
    const open = edited.indexOf('title={', edited.lastIndexOf('<Page', at)) + 'title={'.length;
    let depth = 1;
    let end = open;
    while (depth > 0) {
      const char = edited[end++];
      if (char === '{') depth += 1;
      if (char === '}') depth -= 1;
    }
    edited = `${edited.slice(0, open)}<>{${edited.slice(open, end - 1)}}${span}</>${edited.slice(end - 1)}`;
  }
  return edited;
}

/** The remote's component that renders the element with `id`. */
export function componentWith(remote, id) {
  const src = path.join(ROOT, remote, 'src');
  const files = readdirSync(src, { recursive: true })
    .filter((file) => file.endsWith('.tsx') && !file.includes('.test.'))
    .map((file) => path.join(src, file))
    .filter((file) => anchorOf(readFileSync(file, 'utf8'), id) >= 0);
  if (files.length !== 1) throw new Error(`${remote}: expected one component with id="${id}", found ${files.length}`);
  return files[0];
}

/**
 * The edit a developer makes: a text added inside the element with `id` in its component.
 * Returns the text to look for and `restore()`, which puts the file back byte for byte.
 */
export function editComponent(remote, id) {
  const file = componentWith(remote, id);
  const original = readFileSync(file, 'utf8');
  const marker = `dev-check-${Date.now().toString(36)}`;
  writeFileSync(file, withMarker(original, id, marker));
  let restored = false;
  const restore = () => {
    if (restored) return;
    restored = true;
    writeFileSync(file, original);
  };
  // Whatever ends this process, the work tree gets the original back.
  process.once('exit', restore);
  return { file: path.relative(ROOT, file), marker, restore };
}
