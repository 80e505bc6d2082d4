import { describe, expect, it } from 'vitest';
import { CHECKOUT_RATES, checkoutSummary, MAX_INSTALMENTS, storedInstalments } from './checkout-summary';

describe('checkoutSummary', () => {
  it('charges IOF of 7.38% and no interest up to 4 instalments', () => {
    // R$ 18,500.00 in one: IOF 1,365.30, total 19,865.30.
    expect(checkoutSummary(1_850_000, 1)).toEqual({
      grossPremium: 1_850_000,
      interest: 0,
      iof: 136_530,
      totalPremium: 1_986_530,
      withInterest: false,
      instalments: [{ number: 1, amount: 1_986_530, iof: 136_530 }],
    });
    const four = checkoutSummary(1_850_000, 4);
    expect(four.interest).toBe(0);
    expect(four.instalments.map((i) => i.amount)).toEqual([496_634, 496_632, 496_632, 496_632]);
  });

  it('uses the Price table at 1.5% a month for 7 instalments, as computed by hand', () => {
    // PMT = 18500 x 0.015 / (1 - 1.015^-7) = 2,803.789...; x7 = 19,626.52 -> interest 1,126.52.
    const seven = checkoutSummary(1_850_000, 7);
    expect(seven.withInterest).toBe(true);
    expect(seven.interest).toBe(112_652);
    expect(seven.iof).toBe(144_844); // 7.38% of 19,626.52 = 1,448.437... -> 1,448.44
    expect(seven.totalPremium).toBe(2_107_496);
  });

  it.each([
    [1, 1],
    [99_999, 3],
    [100_001, 7],
    [1_234_567, 6],
    [5, 5],
  ])('makes %i cents in %i instalments add up to the cent, the remainder on the first', (gross, count) => {
    const summary = checkoutSummary(gross, count);
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    expect(sum(summary.instalments.map((i) => i.amount))).toBe(summary.totalPremium);
    expect(sum(summary.instalments.map((i) => i.iof))).toBe(summary.iof);
    const [first, ...rest] = summary.instalments.map((i) => i.amount);
    for (const other of rest) {
      expect(other).toBe(rest[0]);
      expect(first! - other).toBeGreaterThanOrEqual(0);
      expect(first! - other).toBeLessThan(count);
    }
  });

  it('computes with the rates given, and splits a stored total and IOF into the same instalments', () => {
    const today = checkoutSummary(1_850_000, 7);
    const raised = checkoutSummary(1_850_000, 7, { ...CHECKOUT_RATES, iofRate: 0.0838 });
    expect(raised.iof).toBeGreaterThan(today.iof);
    expect(storedInstalments(today.totalPremium, today.iof, 7)).toEqual(today.instalments);
  });

  it('refuses what no plan offers', () => {
    expect(() => checkoutSummary(1000, 0)).toThrow(RangeError);
    expect(() => checkoutSummary(1000, MAX_INSTALMENTS + 1)).toThrow(RangeError);
    expect(() => checkoutSummary(10.5, 2)).toThrow(RangeError);
  });
});
