import { describe, expect, it } from 'vitest';
import { fromCents, isMoneyText, shareOfCents, toCents } from './money';

describe('money in cents', () => {
  it.each([
    ['18500.00', 1_850_000],
    ['18500', 1_850_000],
    ['0.5', 50],
    ['12.34', 1234],
    ['-1.05', -105],
  ])('%s is %i cents, and back', (amount, cents) => {
    expect(toCents(amount)).toBe(cents);
    expect(toCents(fromCents(cents))).toBe(cents);
  });

  it('refuses what is not an amount', () => {
    expect(() => toCents('1e5')).toThrow(RangeError);
    expect(() => toCents('1.234')).toThrow(RangeError);
  });

  it('takes a share of an amount half a cent up', () => {
    expect(shareOfCents('100.01', 0.5)).toBe(5001);
  });
});

describe('an amount as typed', () => {
  it.each(['360', '360.5', '18500.00', ' 12.34 '])('%j is money', (text) => expect(isMoneyText(text)).toBe(true));
  it.each(['', '-1', '1.234', '1,50', 'R$ 10', '.5'])('%j is not', (text) => expect(isMoneyText(text)).toBe(false));
});
