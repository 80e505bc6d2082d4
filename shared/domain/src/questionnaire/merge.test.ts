import { describe, expect, it } from 'vitest';
import { changedAnswers, mergeAnswers } from './merge';

describe('mergeAnswers', () => {
  const base = { 'company.legal_name': 'Demo', 'company.total_employees': 10, 'cyber.mfa_email': false };

  it('keeps what only one side changed from each side', () => {
    const mine = { ...base, 'company.legal_name': 'Demo Ltda' };
    const theirs = { ...base, 'company.total_employees': 12, 'cyber.backups': true };
    expect(mergeAnswers(base, mine, theirs)).toEqual({
      merged: {
        'company.legal_name': 'Demo Ltda',
        'company.total_employees': 12,
        'cyber.mfa_email': false,
        'cyber.backups': true,
      },
      conflicts: [],
    });
  });

  it('offers a question both changed differently as a conflict and keeps theirs until chosen', () => {
    const mine = { ...base, 'company.total_employees': 11 };
    const theirs = { ...base, 'company.total_employees': 12 };
    const { merged, conflicts } = mergeAnswers(base, mine, theirs);
    expect(conflicts).toEqual([{ question: 'company.total_employees', mine: 11, theirs: 12 }]);
    expect(merged['company.total_employees']).toBe(12);
  });

  it('sees equal tables whatever the key order, and a removal as a change', () => {
    const rows = [{ name: 'Ana', percentage: 50 }];
    const same = [{ percentage: 50, name: 'Ana' }];
    expect(mergeAnswers({ t: rows }, { t: same }, { t: rows }).conflicts).toEqual([]);
    const { merged } = mergeAnswers(base, { 'company.total_employees': 10, 'cyber.mfa_email': false }, base);
    expect(merged).not.toHaveProperty('company.legal_name');
  });

  it('agrees with itself when both made the same change', () => {
    const both = { ...base, 'cyber.mfa_email': true };
    expect(mergeAnswers(base, both, both).conflicts).toEqual([]);
  });
});

describe('changedAnswers', () => {
  it('sends only the changes, a cleared answer as null', () => {
    expect(changedAnswers({ a: 1, b: 'x', c: ['1'] }, { a: 1, c: ['1', '2'] })).toEqual({ b: null, c: ['1', '2'] });
  });
});
