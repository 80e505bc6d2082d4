import { describe, expect, it } from 'vitest';
import { isInForceOn } from './in-force';

const policy = { effectiveDate: '2026-01-01', expiryDate: '2026-12-31', firstInstalmentPaid: true };

describe('whether a policy is in force on a day (the public certificate says it live)', () => {
  it('is in force from its start to its last day once the first instalment is paid', () => {
    expect(isInForceOn({ ...policy, status: 'ACTIVE' }, '2026-01-01')).toBe(true);
    expect(isInForceOn({ ...policy, status: 'ACTIVE' }, '2026-12-31')).toBe(true);
  });

  it('reads the calendar, not the stored status, which the daily job moves later', () => {
    expect(isInForceOn({ ...policy, status: 'ACTIVE' }, '2027-01-01')).toBe(false);
    expect(isInForceOn({ ...policy, status: 'CREATED' }, '2026-03-01')).toBe(true);
  });

  it('is not in force before its start or while the first instalment is unpaid', () => {
    expect(isInForceOn({ ...policy, status: 'CREATED' }, '2025-12-31')).toBe(false);
    expect(
      isInForceOn({ ...policy, status: 'PENDING_INITIAL_PAYMENT', firstInstalmentPaid: false }, '2026-03-01'),
    ).toBe(false);
  });
});
