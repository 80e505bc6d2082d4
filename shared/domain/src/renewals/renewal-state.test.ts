import { describe, expect, it } from 'vitest';
import { mayRenew, noticeDue, renewalStartDate, renewalState, type RenewalFacts } from './renewal-state';

const active: RenewalFacts = { status: 'ACTIVE', expiryDate: '2027-03-01', renewed: false, started: false };

describe('renewal notices', () => {
  it('is due at 90, 60 and 30 days before the end, each from its own mark', () => {
    expect(noticeDue('2027-03-01', '2026-11-30')).toBeNull(); // 91 days
    expect(noticeDue('2027-03-01', '2026-12-01')).toBe(90);
    expect(noticeDue('2027-03-01', '2026-12-30')).toBe(90); // 61 days
    expect(noticeDue('2027-03-01', '2026-12-31')).toBe(60);
    expect(noticeDue('2027-01-31', '2027-01-01')).toBe(30);
  });

  it('sends the nearest mark when the clock skipped one, never an earlier one', () => {
    expect(noticeDue('2027-03-01', '2027-01-05')).toBe(60);
    expect(noticeDue('2027-03-01', '2027-01-30')).toBe(30);
    expect(noticeDue('2027-03-01', '2027-03-01')).toBeNull();
  });
});

describe('renewal state', () => {
  it('opens 90 days before the end and lets the customer start it', () => {
    expect(renewalState(active, '2026-11-30')).toBe('NOT_DUE');
    expect(renewalState(active, '2026-12-01')).toBe('OPEN');
    expect(mayRenew('OPEN')).toBe(true);
    expect(mayRenew('NOT_DUE')).toBe(false);
  });

  it('follows the renewal questionnaire, the renewed policy and a lapse', () => {
    expect(renewalState({ ...active, started: true }, '2027-01-01')).toBe('IN_PROGRESS');
    expect(renewalState({ ...active, started: true, renewed: true }, '2027-01-01')).toBe('RENEWED');
    expect(renewalState({ ...active, status: 'EXPIRED' }, '2027-03-02')).toBe('LAPSED');
    expect(mayRenew('LAPSED')).toBe(false);
  });

  it('starts the renewed policy the day the old one ends, or today once that passed', () => {
    expect(renewalStartDate('2027-03-01', '2027-01-01')).toBe('2027-03-01');
    expect(renewalStartDate('2027-03-01', '2027-03-05')).toBe('2027-03-05');
  });
});
