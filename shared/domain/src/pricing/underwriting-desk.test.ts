import { describe, expect, it } from 'vitest';
import { daysLeft, deadlineState, proposalDeadline } from './underwriting-desk';

const at = (iso: string) => new Date(iso);

describe('the legal deadline to answer a proposal', () => {
  it('is 25 days after the proposal arrived', () => {
    expect(proposalDeadline(at('2026-11-01T10:00:00Z')).toISOString()).toBe('2026-11-26T10:00:00.000Z');
  });

  it.each([
    ['2026-11-01T10:00:00Z', 25, 'ON_TIME'],
    ['2026-11-21T10:00:00Z', 5, 'DUE_SOON'],
    ['2026-11-26T09:00:00Z', 1, 'DUE_SOON'],
    ['2026-11-26T10:00:00Z', 0, 'DUE_SOON'],
    ['2026-11-28T10:00:00Z', -2, 'OVERDUE'],
  ])('on %s leaves %i days (%s)', (now, days, state) => {
    const deadline = proposalDeadline(at('2026-11-01T10:00:00Z'));
    expect(daysLeft(deadline, at(now))).toBe(days);
    expect(deadlineState(deadline, at(now))).toBe(state);
  });
});
