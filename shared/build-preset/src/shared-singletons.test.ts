import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module read by rsbuild configs
import { SINGLETONS, sharedSingletons } from './shared-singletons.mjs';

const shellRoot = path.resolve(import.meta.dirname, '../../../shell');
type Shared = Record<string, { treeShaking?: unknown }>;

describe('sharedSingletons tree shaking', () => {
  it('trims the shared modules with listed exports in a production build', () => {
    const shared = sharedSingletons(shellRoot, { treeShake: true }) as Shared;
    expect(shared['react-router']!.treeShaking).toEqual(expect.objectContaining({ mode: 'runtime-infer' }));
  });

  it('leaves every shared module whole in a dev build, where tree shaking drops the federation runtime helpers', () => {
    const shared = sharedSingletons(shellRoot, { treeShake: false }) as Shared;
    expect(Object.values(shared).filter((entry) => entry.treeShaking)).toEqual([]);
    expect(shared['react-router']).toBeDefined();
  });
});

const kitSource = path.resolve(import.meta.dirname, '../../remote-kit/src');

/** The kit's own files reached from `file` by relative imports (what its entry bundles). */
function reachedFrom(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const [, spec] of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
    const base = path.resolve(path.dirname(file), spec!);
    const next = ['.ts', '.tsx', '/index.ts']
      .map((ext) => base + ext)
      .find((candidate) => {
        try {
          return readFileSync(candidate) && true;
        } catch {
          return false;
        }
      });
    if (next) reachedFrom(next, seen);
  }
  return seen;
}

describe('the remote kit and its form layer', () => {
  it('shares the form layer as a singleton of its own, beside the kit', () => {
    expect(SINGLETONS).toEqual(expect.arrayContaining(['@platform/remote-kit', '@platform/remote-kit/forms']));
    const shared = sharedSingletons(shellRoot, { treeShake: true }) as Shared;
    expect(shared['@platform/remote-kit/forms']).toEqual(expect.objectContaining({ singleton: true }));
  });

  it("keeps react-hook-form out of the kit's entry, which every signed-in page loads at start", () => {
    const files = [...reachedFrom(path.join(kitSource, 'index.ts'))];
    expect(files.length).toBeGreaterThan(10);
    const withFormLibrary = files.filter((file) => readFileSync(file, 'utf8').includes("from 'react-hook-form'"));
    expect(withFormLibrary.map((file) => path.relative(kitSource, file))).toEqual([]);
  });
});
