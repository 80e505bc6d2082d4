import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The files `@platform/ui`'s entry loads at once: its static imports, followed through the package
 * (not `import()`, which is a chunk of its own, nor `import type`, which leaves nothing).
 */
function loadedAtOnce(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, spec] of source.matchAll(/^(?:import|export)(?!\s+type\b)[^;]*?from\s*'(\.[^']+)'/gms)) {
    const base = path.resolve(path.dirname(file), spec!);
    const next = [`${base}.ts`, `${base}.tsx`].find((candidate) => {
      try {
        return readFileSync(candidate) && true;
      } catch {
        return false;
      }
    });
    if (next) loadedAtOnce(next, seen);
  }
  return seen;
}

describe("@platform/ui's entry", () => {
  it('loads no Radix at start: every overlay fetches its Radix part when first wanted', () => {
    const files = [...loadedAtOnce(path.join(import.meta.dirname, 'index.ts'))];
    expect(files.length).toBeGreaterThan(20);
    const withRadix = files.filter((file) => /from\s*'@radix-ui\//.test(readFileSync(file, 'utf8')));
    expect(withRadix.map((file) => path.basename(file))).toEqual([]);
  });
});
