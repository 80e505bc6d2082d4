import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '../locale';
import { REQUESTED_LIMITS } from '../questionnaire/definitions/request';
import { countryOfTaxIdType } from '../tax-id';
import { formatLimit, LIMIT_AMOUNTS, limitAmount } from './coverage-limits';
import { revenueBandBounds } from './revenue-bands';

describe('the coverage limits offered in each currency', () => {
  it('every currency offers every step, each larger than the one before', () => {
    for (const currency of CURRENCIES) {
      const amounts = REQUESTED_LIMITS.map((code) => LIMIT_AMOUNTS[currency][code]);
      expect(amounts.every((amount, index) => index === 0 || amount > amounts[index - 1]!)).toBe(true);
    }
  });

  it('a step covers the local amount: the first step is R$ 1 million, MXN 3.5 million, COP 750 million', () => {
    expect(limitAmount('L_1M', 'BRL')).toBe(1_000_000);
    expect(limitAmount('L_1M', 'MXN')).toBe(3_500_000);
    expect(limitAmount('L_1M', 'COP')).toBe(750_000_000);
    expect(limitAmount('L_10M', 'USD')).toBe(10_000_000);
    expect(limitAmount('L_7M', 'BRL')).toBeNull();
  });

  it('reads in the record’s currency whatever the reader’s language, in whole units', () => {
    expect(formatLimit('L_1M', 'BRL', { country: 'br', language: 'pt' })).toBe('R$\u00a01.000.000');
    expect(formatLimit('L_3M', 'MXN', { country: 'mx', language: 'es' })).toBe('$10,000,000');
    expect(formatLimit('L_1M', 'MXN', { country: 'br', language: 'pt' })).toBe('MX$\u00a03.500.000');
    expect(formatLimit('L_2M', 'COP', { country: 'co', language: 'es' })).toBe('$\u00a01.500.000.000');
    expect(formatLimit('L_5M', 'USD', { country: 'us', language: 'en' })).toBe('$5,000,000');
    expect(formatLimit('L_7M', 'USD', { country: 'us', language: 'en' })).toBe('L_7M');
  });
});

describe('the revenue bands in each currency', () => {
  it('a band is the same company size in every currency: the second band in MXN runs from 875,000 to 3,500,000', () => {
    expect(revenueBandBounds('UNDER_250K', 'BRL')).toEqual({ lower: null, upper: 250_000 });
    expect(revenueBandBounds('FROM_250K_TO_1M', 'MXN')).toEqual({ lower: 875_000, upper: 3_500_000 });
    expect(revenueBandBounds('OVER_5M', 'COP')).toEqual({ lower: 3_750_000_000, upper: null });
    expect(revenueBandBounds('HUGE', 'USD')).toBeNull();
  });

  it('the tax id type tells the account’s country', () => {
    expect(countryOfTaxIdType('RFC')).toBe('mx');
    expect(countryOfTaxIdType('RUT')).toBe('co');
    expect(countryOfTaxIdType('EIN')).toBe('us');
    expect(countryOfTaxIdType('XYZ')).toBeNull();
  });
});
