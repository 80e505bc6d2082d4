#!/usr/bin/env node
// `npm run deploy:remote -- <remote> [--rollback | --to <version>] [--source <folder>] [--base-url <url>]`
//
// Deploys ONE remote, the way its team ships it (docs/deployment.md): builds it into a new
// immutable versioned folder, deploy/remotes/<remote>/<version>/, then points the runtime registry
// (deploy/registry/registry.json, the one mutable file) at that build. The shell and the other
// remotes are neither built nor touched. Open pages see the registry change and offer the update;
// new visitors get the new build. --rollback points the registry back at the version deployed
// before the current one, --to at any version in the remote's history
// (deploy/history/<remote>.json); no build is needed, the old folders are still there.
//
// DEPLOY_DIR moves the deploy folder (the e2e tests use a throwaway one); scripts/stack.mjs serves
// the same folder. --source builds the remote from another checkout of it (a release branch).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { REMOTES, ROOT, deployDir } from './stack.mjs';

/** The files of one remote's deploys, and the registry they share. */
export function deployPaths(dir, folder) {
  return {
    registryDir: path.join(dir, 'registry'),
    registry: path.join(dir, 'registry', 'registry.json'),
    versions: path.join(dir, 'remotes', folder),
    history: path.join(dir, 'history', `${folder}.json`),
  };
}

/** The federation name of a remote's folder (mfe-quotes-policies -> mfe_quotes_policies). */
export const federationName = (folder) => folder.replaceAll('-', '_');

/** A new version: the package's version and a build id from the clock (milliseconds, base 36). */
export const newVersion = (packageVersion, now = Date.now()) => `${packageVersion}-${now.toString(36)}`;

/** The registry with `name` pointing at one build; every other entry as it was. */
export function pointRegistry(registry, name, { version, manifestUrl }) {
  if (!registry.remotes.some((entry) => entry.name === name)) throw new Error(`${name} is not in the registry`);
  return {
    ...registry,
    remotes: registry.remotes.map((entry) => (entry.name === name ? { ...entry, manifestUrl, version } : entry)),
  };
}

/**
 * A remote's history after a deploy. The first deploy also records what the registry pointed at
 * before it (the build `npm start` serves), so even that one can be rolled back.
 */
export function recordDeploy(history, before, deployed) {
  const versions = history?.versions ?? [
    { version: before.version ?? 'initial', manifestUrl: before.manifestUrl, deployedAt: null },
  ];
  return { current: deployed.version, versions: [...versions, deployed] };
}

/** The version to go back to: the one deployed before the current one. */
export function previousVersion(history) {
  const index = history?.versions.findIndex((entry) => entry.version === history.current) ?? -1;
  if (index < 1) throw new Error('nothing to roll back to: the current version is the oldest one deployed');
  return history.versions[index - 1];
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Written beside and renamed over: a server reading the file never sees half of it. */
function writeJsonAtomically(file, value) {
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(partial, file);
}

/** The registry being served: the deployed one, else the one the shell's build holds. */
function currentRegistry(paths) {
  const candidates = [
    paths.registry,
    path.join(ROOT, 'shell/dist/registry.json'),
    path.join(ROOT, 'shell/public/registry.json'),
  ];
  return readJson(candidates.find((file) => existsSync(file)));
}

function build({ folder, source, baseUrl, paths }) {
  const { version: packageVersion } = readJson(path.join(source, 'package.json'));
  const version = newVersion(packageVersion);
  const out = path.join(paths.versions, version);
  const assetUrl = `${baseUrl}${version}/`;
  console.log(`building ${folder} ${version} into ${path.relative(process.cwd(), out)}`);
  const result = spawnSync(path.join(source, 'node_modules/.bin/rsbuild'), ['build', '--dist-path', out], {
    cwd: source,
    stdio: 'inherit',
    // The remote's chunks are fetched from its versioned folder, wherever the page is.
    env: { ...process.env, NODE_ENV: 'production', PUBLIC_ASSET_URL: assetUrl },
  });
  if (result.status !== 0) throw new Error(`the build of ${folder} failed`);
  if (!existsSync(path.join(out, 'mf-manifest.json'))) throw new Error(`the build of ${folder} wrote no manifest`);
  return { version, manifestUrl: `${assetUrl}mf-manifest.json`, deployedAt: new Date().toISOString() };
}

/** Points the registry at `target`, then records it as the remote's current version. */
function point(paths, name, target, history) {
  writeJsonAtomically(paths.registry, pointRegistry(currentRegistry(paths), name, target));
  writeJsonAtomically(paths.history, { ...history, current: target.version });
}

export function main(argv = process.argv.slice(2)) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      rollback: { type: 'boolean', default: false },
      to: { type: 'string' },
      source: { type: 'string' },
      'base-url': { type: 'string' },
    },
  });
  const folder = positionals[0];
  const remote = REMOTES.find(([candidate]) => candidate === folder);
  if (!remote) {
    console.error(
      `usage: npm run deploy:remote -- <${REMOTES.map(([f]) => f).join('|')}> [--rollback | --to <version>] [--source <folder>] [--base-url <url>]`,
    );
    process.exit(2);
  }
  const [, port] = remote;
  const name = federationName(folder);
  const paths = deployPaths(deployDir(), folder);
  const history = existsSync(paths.history) ? readJson(paths.history) : null;

  if (values.rollback || values.to) {
    const target = values.to
      ? history?.versions.find((entry) => entry.version === values.to)
      : previousVersion(history ?? { versions: [] });
    if (!target) throw new Error(`${folder} has no deployed version ${values.to}`);
    point(paths, name, target, history);
    console.log(`${folder} now ${target.version}: ${target.manifestUrl} (was ${history.current})`);
    return;
  }

  const source = path.resolve(values.source ?? path.join(ROOT, folder));
  const baseUrl = (values['base-url'] ?? `http://localhost:${port}/`).replace(/\/?$/, '/');
  const deployed = build({ folder, source, baseUrl, paths });
  const before = currentRegistry(paths).remotes.find((entry) => entry.name === name);
  point(paths, name, deployed, recordDeploy(history, before, deployed));
  console.log(`${folder} now ${deployed.version}: ${deployed.manifestUrl}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    console.error(`deploy:remote: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
