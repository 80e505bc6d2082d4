import { describe, expect, it } from 'vitest';
import {
  brokerCommission,
  checkoutEventsFor,
  fromCents,
  nextCheckoutStatus,
  policyEndDate,
  toCents,
} from './checkout-status-machine';

describe('checkout status machine', () => {
  it('goes draft -> pending signature -> signed -> issued, each step by its actor', () => {
    expect(nextCheckoutStatus('DRAFT', 'SEND_FOR_SIGNATURE', 'APPLICANT')).toBe('PENDING_SIGNATURE');
    expect(nextCheckoutStatus('PENDING_SIGNATURE', 'SIGN', 'SIGNATORY')).toBe('SIGNED');
    expect(nextCheckoutStatus('SIGNED', 'ISSUE', 'PLATFORM')).toBe('ISSUED');
    expect(nextCheckoutStatus('PENDING_SIGNATURE', 'SIGN', 'APPLICANT')).toBeNull();
    expect(nextCheckoutStatus('DRAFT', 'SIGN', 'SIGNATORY')).toBeNull();
  });

  it('voids a signature when the data changes, and never changes an issued checkout', () => {
    expect(nextCheckoutStatus('SIGNED', 'CHANGE', 'APPLICANT')).toBe('DRAFT');
    expect(nextCheckoutStatus('PENDING_SIGNATURE', 'CHANGE', 'APPLICANT')).toBe('DRAFT');
    expect(checkoutEventsFor('ISSUED', 'APPLICANT')).toEqual([]);
    expect(nextCheckoutStatus('SIGNED', 'REPLACE', 'APPLICANT')).toBeNull();
    expect(nextCheckoutStatus('ISSUED', 'ISSUE', 'PLATFORM')).toBeNull();
  });
});

describe('money and dates of a checkout', () => {
  it.each([
    ['18500.00', 1_850_000],
    ['18500', 1_850_000],
    ['0.5', 50],
    ['12.34', 1234],
    ['-1.05', -105],
  ])('%s is %i cents, and back', (amount, cents) => {
    expect(toCents(amount)).toBe(cents);
    expect(toCents(fromCents(cents))).toBe(cents);
  });

  it('refuses what is not an amount', () => {
    expect(() => toCents('1e5')).toThrow(RangeError);
    expect(() => toCents('1.234')).toThrow(RangeError);
  });

  it('pays the broker a rate of the gross premium, in cents', () => {
    expect(brokerCommission(1_850_000, 0.2)).toBe(370_000);
    expect(brokerCommission(1_234_567, 0.15)).toBe(185_185);
  });

  it('ends a policy one year after its start', () => {
    expect(policyEndDate('2027-01-01')).toBe('2028-01-01');
    expect(policyEndDate('2028-02-29')).toBe('2029-02-28');
  });
});
