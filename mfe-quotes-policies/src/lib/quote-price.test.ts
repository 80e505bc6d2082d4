import { describe, expect, it } from 'vitest';
import { quotePrice } from './quote-price';

describe('the price an option leads with', () => {
  it('is the year with IOF and the interest-free instalment, in cents', () => {
    // 18,500.00 + 7.38% IOF = 19,865.30, in 4 instalments of 4,966.32 (the first 4,966.34).
    expect(quotePrice({ gross_premium: '18500.00' })).toEqual({ annual: 1_986_530, count: 4, instalment: 496_632 });
  });

  it('is none while the option has no premium', () => {
    expect(quotePrice({ gross_premium: null })).toBeNull();
  });
});
