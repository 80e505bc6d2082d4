import { describe, expect, it } from 'vitest';
import { quotePrice } from './quote-price';

describe('the price an option leads with', () => {
  it('is the year with IOF and the interest-free instalment, in cents', () => {
    // 18,500.00 + 7.38% IOF = 19,865.30, in 4 instalments of 4,966.32 (the first 4,966.34).
    expect(quotePrice({ gross_premium: '18500.00' })).toMatchObject({
      annual: 1_986_530,
      count: 4,
      instalment: 496_632,
      taxes: ['IOF'],
    });
    expect(quotePrice({ gross_premium: '18500.00', currency: 'BRL' })?.annual).toBe(1_986_530);
  });

  it('is Mexico’s year in MXN: the policy fee and IVA 16% on both, paid at once', () => {
    // (10,000.00 + 600.00) x 1.16 = 12,296.00.
    expect(quotePrice({ gross_premium: '10000.00', currency: 'MXN' })).toEqual({
      annual: 1_229_600,
      count: 1,
      instalment: 1_229_600,
      taxes: ['IVA'],
      charges: [],
    });
  });

  it('is a US year with the desk’s state charges and no tax of the country', () => {
    const charges = [
      { code: 'SURPLUS_LINES_TAX', amount: '360.00' },
      { code: 'STAMPING_FEE', amount: '18.00' },
    ];
    // 12,000.00 + 360.00 + 18.00 = 12,378.00, in 4 instalments of 3,094.50.
    expect(quotePrice({ gross_premium: '12000.00', currency: 'USD', charges })).toEqual({
      annual: 1_237_800,
      count: 4,
      instalment: 309_450,
      taxes: [],
      charges: ['SURPLUS_LINES_TAX', 'STAMPING_FEE'],
    });
  });

  it('is none while the option has no premium', () => {
    expect(quotePrice({ gross_premium: null })).toBeNull();
  });
});
