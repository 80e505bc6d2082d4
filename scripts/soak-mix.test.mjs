import { describe, expect, it } from 'vitest';
import { mixSchedule, percentile, summarize } from './soak-mix.mjs';

describe('mixSchedule', () => {
  it('sends each kind its share, spread through the cycle', () => {
    const cycle = mixSchedule({ policies: 3, quotes: 3, claims: 3, save: 1 });
    expect(cycle).toHaveLength(10);
    expect(cycle.filter((kind) => kind === 'save')).toHaveLength(1);
    expect(cycle.filter((kind) => kind === 'policies')).toHaveLength(3);
    expect(mixSchedule({ a: 2, b: 1 })).toEqual(['a', 'b', 'a']);
  });

  it('leaves out a kind weighted 0', () => {
    expect(mixSchedule({ a: 1, b: 0 })).toEqual(['a']);
  });
});

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const sorted = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBe(0);
  });
});

describe('summarize', () => {
  it('counts requests and non-2xx answers by status, with p50 and p99 per kind', () => {
    const samples = [
      { kind: 'policies', status: 200, ms: 4 },
      { kind: 'policies', status: 200, ms: 2 },
      { kind: 'policies', status: 503, ms: 9 },
      { kind: 'save', status: 409, ms: 5 },
      { kind: 'save', status: 0, ms: 30 },
    ];
    expect(summarize(samples)).toEqual([
      { kind: 'policies', requests: 3, errors: { 503: 1 }, p50: 4, p99: 9 },
      { kind: 'save', requests: 2, errors: { 409: 1, 0: 1 }, p50: 5, p99: 30 },
    ]);
  });
});
