import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module read by rsbuild configs
import { sharedSingletons, shellProvided } from './shared-singletons.mjs';

const shellRoot = path.resolve(import.meta.dirname, '../../../shell');
type Shared = Record<string, { treeShaking?: unknown; import?: false }>;
const claimsRoot = path.resolve(import.meta.dirname, '../../../mfe-claims');

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

describe('what a remote takes from the shell', () => {
  it("is every singleton among the shell's dependencies, the remote kit included", () => {
    const provided = shellProvided(shellRoot) as Set<string>;
    expect([...provided]).toEqual(expect.arrayContaining(['react', 'react-dom/client', '@platform/remote-kit']));
    expect(provided.has('single-spa-react')).toBe(true);
  });

  it('has no fallback copy in the remote, and the rest keep theirs', () => {
    const shared = sharedSingletons(claimsRoot, { hostProvided: new Set(['react']) }) as Shared;
    expect(shared['react']!.import).toBe(false);
    expect(shared['react-router']!.import).toBeUndefined();
    const own = sharedSingletons(claimsRoot) as Shared;
    expect(Object.values(own).filter((entry) => entry.import === false)).toEqual([]);
  });
});
