import { describe, expect, it } from 'vitest';
import { QUOTE_STATUSES } from '../statuses';
import { nextQuoteStatus, quoteEventsFor, quoteGroupOf } from './quote-status-machine';

describe('quote status machine', () => {
  it('takes an option from publication through selection and signature to issuance', () => {
    expect(nextQuoteStatus('SEARCHING', 'PUBLISH', 'UNDERWRITER')).toBe('AVAILABLE');
    expect(nextQuoteStatus('AVAILABLE', 'SELECT', 'APPLICANT')).toBe('SELECTED');
    expect(nextQuoteStatus('SELECTED', 'SIGN', 'SIGNATORY')).toBe('BEING_ISSUED');
    expect(nextQuoteStatus('BEING_ISSUED', 'ISSUE', 'PLATFORM')).toBe('ISSUED');
  });

  it('refuses selecting an expired option, signing twice and issuing twice', () => {
    expect(nextQuoteStatus('EXPIRED', 'SELECT', 'APPLICANT')).toBeNull();
    expect(nextQuoteStatus('BEING_ISSUED', 'SIGN', 'SIGNATORY')).toBeNull();
    expect(nextQuoteStatus('ISSUED', 'ISSUE', 'PLATFORM')).toBeNull();
  });

  it('lets only the named actor cause an event', () => {
    expect(nextQuoteStatus('AVAILABLE', 'SELECT', 'SIGNATORY')).toBeNull();
    expect(nextQuoteStatus('AVAILABLE', 'EXPIRE', 'APPLICANT')).toBeNull();
    expect(quoteEventsFor('SELECTED', 'APPLICANT')).toEqual(['DESELECT']);
  });

  it('puts every status but ISSUED in one of the spec groups', () => {
    const groups = QUOTE_STATUSES.map(quoteGroupOf);
    expect(groups).toEqual(['searching', 'available', 'available', 'being-issued', null, 'expired', 'expired']);
  });

  it('withdraws an option on offer or chosen, never one being issued, and only the platform does', () => {
    expect(nextQuoteStatus('AVAILABLE', 'WITHDRAW', 'PLATFORM')).toBe('WITHDRAWN');
    expect(nextQuoteStatus('SELECTED', 'WITHDRAW', 'PLATFORM')).toBe('WITHDRAWN');
    expect(nextQuoteStatus('BEING_ISSUED', 'WITHDRAW', 'PLATFORM')).toBeNull();
    expect(nextQuoteStatus('AVAILABLE', 'WITHDRAW', 'APPLICANT')).toBeNull();
    expect(quoteEventsFor('WITHDRAWN', 'APPLICANT')).toEqual([]);
  });
});
