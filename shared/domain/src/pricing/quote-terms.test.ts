import { describe, expect, it } from 'vitest';
import { effectiveQuoteStatus, openPreBindCount, productOfSlug, PRODUCT_SLUGS } from './quote-terms';

describe('quote terms', () => {
  const now = new Date('2026-11-23T12:00:00Z');

  it('reads an available or selected quote past its date as expired, and leaves the rest', () => {
    expect(effectiveQuoteStatus('AVAILABLE', '2026-11-23T11:59:59Z', now)).toBe('EXPIRED');
    expect(effectiveQuoteStatus('SELECTED', new Date('2026-11-01T00:00:00Z'), now)).toBe('EXPIRED');
    expect(effectiveQuoteStatus('AVAILABLE', '2026-11-24T00:00:00Z', now)).toBe('AVAILABLE');
    expect(effectiveQuoteStatus('AVAILABLE', null, now)).toBe('AVAILABLE');
    expect(effectiveQuoteStatus('BEING_ISSUED', '2026-11-01T00:00:00Z', now)).toBe('BEING_ISSUED');
  });

  it('counts pre-bind subjectivities without evidence', () => {
    const items = [
      { code: 'MFA_EVIDENCE', due: 'BEFORE_BINDING' },
      { code: 'FINANCIAL_STATEMENTS', due: 'BEFORE_BINDING' },
      { code: 'BACKUP_TEST_REPORT', due: 'AFTER_BINDING' },
    ] as const;
    expect(openPreBindCount(items, new Set())).toBe(2);
    expect(openPreBindCount(items, new Set(['MFA_EVIDENCE', 'BACKUP_TEST_REPORT']))).toBe(1);
  });

  it('maps product slugs both ways', () => {
    for (const [product, slug] of Object.entries(PRODUCT_SLUGS)) expect(productOfSlug(slug)).toBe(product);
    expect(productOfSlug('boat')).toBeNull();
  });
});
