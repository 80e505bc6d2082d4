import { describe, expect, it } from 'vitest';
import type { Locale } from '@platform/domain';
import { dateInput, dateText, moneyInput, moneyText } from './input-masks';

const br: Locale = { country: 'br', language: 'pt' };
const en: Locale = { country: 'br', language: 'en' };
const es: Locale = { country: 'mx', language: 'es' };

describe('moneyInput', () => {
  it('groups the digits as they are typed and keeps the amount as the API stores it', () => {
    expect(moneyInput('2400000', br)).toEqual({ text: '2.400.000', value: '2400000' });
    expect(moneyInput('2.400.000,5', br)).toEqual({ text: '2.400.000,5', value: '2400000.5' });
    expect(moneyInput('1500000.00', en)).toEqual({ text: '1,500,000.00', value: '1500000.00' });
    expect(moneyInput('1,500,000.00', es)).toEqual({ text: '1,500,000.00', value: '1500000.00' });
  });

  it('keeps a decimal separator just typed, drops letters and a third decimal, and empties to no answer', () => {
    expect(moneyInput('1500,', br)).toEqual({ text: '1.500,', value: '1500' });
    expect(moneyInput('R$ 12a3,456', br)).toEqual({ text: '123,45', value: '123.45' });
    expect(moneyInput('', br)).toEqual({ text: '', value: null });
    expect(moneyInput('000', br)).toEqual({ text: '0', value: '0' });
  });

  it('writes a stored amount in the locale', () => {
    expect(moneyText('2400000', br)).toBe('2.400.000');
    expect(moneyText('2400000.50', en)).toBe('2,400,000.50');
    expect(moneyText(null, br)).toBe('');
  });
});

describe('dateInput', () => {
  it("puts the locale's separators in as the digits come, and answers a whole real date as ISO", () => {
    expect(dateInput('1003', br)).toEqual({ text: '10/03', value: null });
    expect(dateInput('10032015', br)).toEqual({ text: '10/03/2015', value: '2015-03-10' });
    expect(dateInput('03102015', en)).toEqual({ text: '03/10/2015', value: '2015-03-10' });
    expect(dateInput('10/03/2015', es)).toEqual({ text: '10/03/2015', value: '2015-03-10' });
  });

  it('answers nothing for a day that does not exist, keeping what was typed', () => {
    expect(dateInput('31022015', br)).toEqual({ text: '31/02/2015', value: null });
    expect(dateInput('', br)).toEqual({ text: '', value: null });
  });

  it('writes a stored ISO date in the locale order', () => {
    expect(dateText('2015-03-10', br)).toBe('10/03/2015');
    expect(dateText('2015-03-10', en)).toBe('03/10/2015');
    expect(dateText(null, br)).toBe('');
  });
});
