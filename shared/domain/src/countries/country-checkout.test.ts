import { describe, expect, it } from 'vitest';
import { checkoutSummary } from '../pricing/checkout-summary';
import { countryCheckout } from './country-checkout';
import { COUNTRY_RULES } from './country-rules';

// Worked by hand (the figures below are not computed by the code under test).
describe('a checkout in each country', () => {
  it('Mexico, one payment: MXN 10,000.00 + policy fee 600.00, IVA 16% on both = 12,296.00', () => {
    const checkout = countryCheckout(COUNTRY_RULES.mx, 1_000_000, 1);
    expect(checkout).toMatchObject({
      currency: 'MXN',
      interest: 0,
      policyFee: 60_000,
      taxes: [{ code: 'IVA', rate: 0.16, amount: 169_600 }],
      totalPremium: 1_229_600,
      withInterest: false,
      instalments: [{ number: 1, amount: 1_229_600, tax: 169_600 }],
    });
  });

  it('Mexico, three payments: the instalment surcharge is taxed too, and the instalments add up', () => {
    // Price table at 1.5%: 10,000.00 x 0.015 / (1 - 1.015^-3) = 3,433.83 a month, 10,301.49 in all.
    const checkout = countryCheckout(COUNTRY_RULES.mx, 1_000_000, 3);
    expect(checkout.interest).toBe(30_149);
    // IVA: 16% of (10,301.49 + 600.00) = 1,744.2384 -> 1,744.24.
    expect(checkout.taxes).toEqual([{ code: 'IVA', rate: 0.16, amount: 174_424 }]);
    expect(checkout.totalPremium).toBe(1_264_573);
    expect(checkout.instalments).toEqual([
      { number: 1, amount: 421_525, tax: 58_142 },
      { number: 2, amount: 421_524, tax: 58_141 },
      { number: 3, amount: 421_524, tax: 58_141 },
    ]);
  });

  it('Colombia: COP 5,000,000.00 with IVA 19% = 5,950,000.00, no policy fee', () => {
    const checkout = countryCheckout(COUNTRY_RULES.co, 500_000_000, 1);
    expect(checkout).toMatchObject({
      currency: 'COP',
      policyFee: 0,
      taxes: [{ code: 'IVA', rate: 0.19, amount: 95_000_000 }],
      totalPremium: 595_000_000,
    });
  });

  it('United States: no premium tax of the country; the desk’s surplus-lines tax and stamping fee are lines of their own', () => {
    const charges = [
      { code: 'SURPLUS_LINES_TAX', amount: 36_000 },
      { code: 'STAMPING_FEE', amount: 1_800 },
    ];
    const checkout = countryCheckout(COUNTRY_RULES.us, 1_200_000, 2, charges);
    expect(checkout).toMatchObject({ currency: 'USD', taxes: [], tax: 0, charges, totalPremium: 1_237_800 });
    expect(checkout.instalments.map((instalment) => instalment.amount)).toEqual([618_900, 618_900]);
    expect(COUNTRY_RULES.us.instantQuotes).toBe(false);
  });

  it('Brazil is the same maths as before: IOF 7.38% on the premium and its interest', () => {
    const checkout = countryCheckout(COUNTRY_RULES.br, 1_850_000, 7);
    const before = checkoutSummary(1_850_000, 7);
    expect(checkout.tax).toBe(before.iof);
    expect(checkout.totalPremium).toBe(before.totalPremium);
    expect(checkout.instalments.map(({ amount }) => amount)).toEqual(before.instalments.map(({ amount }) => amount));
  });

  it('refuses an instalment count the country does not offer and a negative charge', () => {
    expect(() => countryCheckout(COUNTRY_RULES.mx, 1_000_000, 5)).toThrow(RangeError);
    expect(() => countryCheckout(COUNTRY_RULES.us, 1_000_000, 1, [{ code: 'STAMPING_FEE', amount: -1 }])).toThrow(
      RangeError,
    );
  });
});
