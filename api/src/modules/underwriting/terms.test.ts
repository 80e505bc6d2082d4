import { describe, expect, it } from 'vitest';
import { coverageText, exclusionText, LANGUAGES, PRODUCTS, QUOTE_SUBJECTIVITY_CODES } from '@platform/domain';
import { termsColumns } from './decide-submission';
import { evaluate } from './engine';
import { RATING_CONFIGS, ratingConfigFor } from './rating-config';

describe('quote terms from the rating configuration', () => {
  it('gives every product in Brazil coverages, sublimits within them, exclusions and dated subjectivities', () => {
    for (const product of PRODUCTS) {
      const terms = ratingConfigFor(product, 'br')!.terms;
      expect(terms.coverages.length, product).toBeGreaterThan(0);
      for (const sublimit of terms.sublimits) {
        expect(terms.coverages, product).toContain(sublimit.coverage);
        expect(sublimit.share).toBeGreaterThan(0);
        expect(sublimit.share).toBeLessThanOrEqual(1);
      }
      expect(terms.exclusions.length, product).toBeGreaterThan(0);
      for (const item of terms.subjectivities) expect(QUOTE_SUBJECTIVITY_CODES).toContain(item.code);
    }
  });

  it('explains every coverage and exclusion of every configured product in plain pt, en and es', () => {
    for (const { version, terms } of RATING_CONFIGS)
      for (const language of LANGUAGES) {
        for (const code of terms.coverages)
          expect(coverageText(code, language), `${version} ${code}`).toMatch(/\S{3,}/);
        for (const code of terms.exclusions)
          expect(exclusionText(code, language), `${version} ${code}`).toMatch(/\S{3,}/);
      }
  });

  it('passes the terms with a quote decision and none without a configuration', () => {
    expect(evaluate('E_AND_O', {}, 'br').terms?.insuranceCode).toBe('15414.900377/2026-08');
    expect(evaluate('CYBER', {}, 'us').terms).toBeNull();
  });

  it('turns terms into quote columns, the retroactive date counted back from now', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(termsColumns(ratingConfigFor('E_AND_O', 'br')!.terms, now, 'br')).toMatchObject({
      territorial_scope: 'BRAZIL',
      retroactive_date: '2024-11-23',
      insurance_code: '15414.900377/2026-08',
      subjectivities: [{ code: 'CONTRACT_TEMPLATE', due: 'BEFORE_BINDING' }],
    });
    expect(termsColumns(null, now, 'br')).toEqual({});
  });
});
