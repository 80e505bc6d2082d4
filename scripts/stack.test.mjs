// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { seedFirstOnly } from './stack.mjs';

describe('the stack starting its API instances together', () => {
  it('lets the first instance write the demo seed and keeps the others from writing it at the same time', () => {
    expect(seedFirstOnly(0)).toEqual({});
    expect(seedFirstOnly(1)).toEqual({ SEED_DEMO: 'false' });
    expect(seedFirstOnly(2)).toEqual({ SEED_DEMO: 'false' });
  });
});
