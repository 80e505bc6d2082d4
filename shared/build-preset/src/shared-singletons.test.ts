import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module read by rsbuild configs
import { sharedSingletons } from './shared-singletons.mjs';

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
