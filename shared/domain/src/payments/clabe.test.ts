import { describe, expect, it } from 'vitest';
import { clabeCheckDigit, clabeOf, formatClabe, isValidClabe } from './clabe';

// Published examples (Banxico's standard as commonly cited: Banamex 002, plaza 115; IXE 032, plaza 180).
describe('CLABE', () => {
  it('gives the published check digits', () => {
    expect(clabeCheckDigit('00211501600326941')).toBe(1);
    expect(clabeCheckDigit('03218000011835971')).toBe(9);
    expect(isValidClabe('002115016003269411')).toBe(true);
    expect(isValidClabe('032180000118359719')).toBe(true);
  });

  it('refuses a wrong check digit, a changed digit, a wrong length and non-digits', () => {
    expect(isValidClabe('002115016003269412')).toBe(false);
    expect(isValidClabe('002115016003269311')).toBe(false);
    expect(isValidClabe('00211501600326941')).toBe(false);
    expect(isValidClabe('0021150160032694111')).toBe(false);
    expect(isValidClabe('00211501600326941a')).toBe(false);
    expect(() => clabeCheckDigit('123')).toThrow(RangeError);
  });

  it('is written from bank, plaza and account, and printed in its four parts', () => {
    const clabe = clabeOf('032', '180', '00011835971');
    expect(clabe).toBe('032180000118359719');
    expect(formatClabe(clabe)).toBe('032 180 00011835971 9');
    expect(() => clabeOf('32', '180', '00011835971')).toThrow(RangeError);
  });
});
