import { describe, expect, it } from 'vitest';
import { checkoutEventsFor, nextCheckoutStatus } from './checkout-status-machine';

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
