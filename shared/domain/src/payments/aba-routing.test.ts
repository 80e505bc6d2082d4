import { describe, expect, it } from 'vitest';
import { abaCheckDigit, abaRoutingOf, isValidAbaRouting } from './aba-routing';

// Published routing numbers: the Federal Reserve Bank of Boston, JPMorgan Chase (New York), Bank of America (Texas).
describe('ABA routing number', () => {
  it('accepts published routing numbers and gives their check digits', () => {
    for (const routing of ['011000015', '021000021', '111000025']) expect(isValidAbaRouting(routing)).toBe(true);
    expect(abaCheckDigit('02100002')).toBe(1);
    expect(abaCheckDigit('01100001')).toBe(5);
    expect(abaRoutingOf('11100002')).toBe('111000025');
  });

  it('refuses a wrong check digit, swapped digits, a wrong length and non-digits', () => {
    expect(isValidAbaRouting('021000022')).toBe(false);
    expect(isValidAbaRouting('012000021')).toBe(false);
    expect(isValidAbaRouting('02100002')).toBe(false);
    expect(isValidAbaRouting('02100002x')).toBe(false);
    expect(() => abaCheckDigit('0210000')).toThrow(RangeError);
  });
});
