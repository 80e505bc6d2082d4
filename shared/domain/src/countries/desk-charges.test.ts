import { describe, expect, it } from 'vitest';
import { chargeLinesOf, deskChargeProblems } from './desk-charges';

describe('the charges a desk writes on a quote', () => {
  const us = [
    { code: 'SURPLUS_LINES_TAX', amount: '360.00' },
    { code: 'STAMPING_FEE', amount: '18' },
  ];

  it('takes a US state’s surplus-lines tax and stamping fee, kept in cents', () => {
    expect(deskChargeProblems(us, 'us')).toEqual([]);
    expect(chargeLinesOf(us)).toEqual([
      { code: 'SURPLUS_LINES_TAX', amount: 36_000 },
      { code: 'STAMPING_FEE', amount: 1_800 },
    ]);
  });

  it('refuses them where the country has no such charge, twice the same one, and an amount that is no money', () => {
    expect(deskChargeProblems(us, 'mx')).toEqual([
      { field: '0.code', code: 'CHARGE_NOT_IN_COUNTRY' },
      { field: '1.code', code: 'CHARGE_NOT_IN_COUNTRY' },
    ]);
    expect(
      deskChargeProblems(
        [
          { code: 'STAMPING_FEE', amount: '0.00' },
          { code: 'STAMPING_FEE', amount: '-5' },
          { code: 'SURPLUS_LINES_TAX', amount: '1.234' },
        ],
        'us',
      ),
    ).toEqual([
      { field: '0.amount', code: 'INVALID' },
      { field: '1.code', code: 'INVALID' },
      { field: '1.amount', code: 'INVALID' },
      { field: '2.amount', code: 'INVALID' },
    ]);
  });
});
