import { describe, expect, it } from 'vitest';
import type { Locale } from '@platform/domain';
import { dateInput, dateText, moneyInput, moneyText, numberInput, numberText } from './input-masks';

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

describe('numberInput', () => {
  it('groups a count as it is typed and answers a number, never a decimal', () => {
    expect(numberInput('1250', br, 'integer')).toEqual({ text: '1.250', value: 1250 });
    expect(numberInput('1,250', en, 'integer')).toEqual({ text: '1,250', value: 1250 });
    expect(numberInput('12,5', br, 'integer')).toEqual({ text: '125', value: 125 });
    expect(numberInput('', br, 'integer')).toEqual({ text: '', value: null });
    expect(numberInput('0', br, 'integer')).toEqual({ text: '0', value: 0 });
  });

  it('takes a percentage with the locale decimal separator and up to two decimals', () => {
    expect(numberInput('33,3', br, 'percent')).toEqual({ text: '33,3', value: 33.3 });
    expect(numberInput('33.33', en, 'percent')).toEqual({ text: '33.33', value: 33.33 });
    expect(numberInput('12,', br, 'percent')).toEqual({ text: '12,', value: 12 });
    expect(numberInput('e-5%', br, 'percent')).toEqual({ text: '5', value: 5 });
  });

  it('writes a stored number in the locale', () => {
    expect(numberText(1250, br, 'integer')).toBe('1.250');
    expect(numberText(33.5, br, 'percent')).toBe('33,5');
    expect(numberText(33.5, en, 'percent')).toBe('33.5');
    expect(numberText(null, br, 'integer')).toBe('');
  });
});
