import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module read by rsbuild configs
import { USED_EXPORTS } from './shared-singletons.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
const sourceDirs = [
  'shell/src',
  ...readdirSync(root)
    .filter((d) => d.startsWith('mfe-'))
    .map((d) => `${d}/src`),
  ...readdirSync(path.join(root, 'shared')).map((d) => `shared/${d}/src`),
];

function* files(dir: string): Generator<string> {
  let entries: string[] = [];
  try {
    entries = readdirSync(dir);
  } catch {
    return;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (/\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry)) yield full;
  }
}

/** Value imports (not `type` ones) of `pkg` across the workspace's app and shared sources. */
function importsOf(pkg: string): Set<string> {
  const names = new Set<string>();
  const pattern = new RegExp(`import\\s*\\{([^}]+)\\}\\s*from\\s*'${pkg}'`, 'g');
  for (const dir of sourceDirs)
    for (const file of files(path.join(root, dir)))
      for (const match of readFileSync(file, 'utf8').matchAll(pattern))
        for (const raw of match[1]!.split(',')) {
          const name = raw.trim().split(/\s+as\s+/)[0]!;
          if (name && !name.startsWith('type ')) names.add(name);
        }
  return names;
}

describe('shared modules trimmed to the exports the apps use', () => {
  it.each(Object.entries(USED_EXPORTS as Record<string, string[]>))(
    '%s lists every export imported anywhere',
    (pkg, listed) => {
      const missing = [...importsOf(pkg)].filter((name) => !listed.includes(name));
      // A name missing here would be undefined at runtime in every app but the one that built the shared copy.
      expect(missing).toEqual([]);
    },
  );
});
