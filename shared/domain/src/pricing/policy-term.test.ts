import { describe, expect, it } from 'vitest';
import { policyEndDate } from './policy-term';

describe('policy term', () => {
  it('ends a policy one year after its start', () => {
    expect(policyEndDate('2027-01-01')).toBe('2028-01-01');
    expect(policyEndDate('2028-02-29')).toBe('2029-02-28');
  });
});
