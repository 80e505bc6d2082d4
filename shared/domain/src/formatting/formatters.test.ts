import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '../locale';
import { formatTaxId } from '../tax-id';
import { currencyOf, formatCountry, formatCurrency, formatDate, formatMonth, formatPercent } from './formatters';
import { formatPostalCode } from './postal-code';
import { formatRetention } from './retention';

const br: Locale = { country: 'br', language: 'pt' };
const us: Locale = { country: 'us', language: 'en' };
const mx: Locale = { country: 'mx', language: 'es' };
const co: Locale = { country: 'co', language: 'es' };
// Intl puts a no-break space between symbol and amount where the locale wants a space.
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('formatCurrency', () => {
  it('writes BRL in pt-BR as "R$ 1.234,56", with a no-break space after the symbol', () => {
    expect(formatCurrency(1234.56, 'BRL', br)).toBe('R$\u00a01.234,56');
    expect(plain(formatCurrency(250000, 'BRL', br))).toBe('R$ 250.000,00');
  });

  it('writes BRL with the separators of the interface language', () => {
    expect(plain(formatCurrency(1234.56, 'BRL', us))).toBe('R$1,234.56');
  });

  it('writes MXN, COP and USD the way the locale does', () => {
    expect(plain(formatCurrency(1234.56, 'USD', us))).toBe('$1,234.56');
    expect(plain(formatCurrency(1234.56, 'MXN', mx))).toBe('$1,234.56');
    // Colombian pesos are written without cents.
    expect(plain(formatCurrency(1234.5, 'COP', co))).toBe('$ 1.235');
    expect(plain(formatCurrency(1234.56, 'USD', br))).toBe('US$ 1.234,56');
  });

  it('writes reais with their symbol in Spanish, not the ISO code "BRL"', () => {
    const es: Locale = { country: 'br', language: 'es' };
    expect(plain(formatCurrency(18500, 'BRL', es))).toBe('R$18,500.00');
    expect(plain(formatCurrency(18500, 'BRL', mx))).toBe('R$18,500.00');
    expect(plain(formatCurrency(18500, 'BRL', br))).toBe('R$ 18.500,00');
    // A bare "$" would read as pesos in Mexico: dollars keep their code there.
    expect(plain(formatCurrency(18500, 'USD', mx))).toBe('USD 18,500.00');
  });

  it('keeps a record’s currency whatever the reader’s language: pesos read in Portuguese are still pesos', () => {
    expect(plain(formatCurrency('56376.00', 'MXN', br))).toBe('MX$ 56.376,00');
    expect(plain(formatCurrency('9500000.00', 'COP', br))).toBe('COP 9.500.000');
    expect(plain(formatCurrency('25945.00', 'USD', co))).toBe('US$ 25.945,00');
    expect(plain(formatCurrency('25945.00', 'USD', us))).toBe('$25,945.00');
  });

  it('accepts extra Intl options such as whole amounts', () => {
    expect(plain(formatCurrency(1234.56, 'BRL', br, { maximumFractionDigits: 0, minimumFractionDigits: 0 }))).toBe(
      'R$ 1.235',
    );
  });
});

describe('currencyOf and formatCurrency together', () => {
  it("writes an amount in the currency of the policy's country, as each language writes numbers", () => {
    expect(currencyOf('br')).toBe('BRL');
    expect(currencyOf('mx')).toBe('MXN');
    expect(currencyOf('co')).toBe('COP');
    expect(currencyOf('us')).toBe('USD');
    const brazil = (language: Locale['language']) =>
      plain(formatCurrency(1000000, currencyOf('br'), { country: 'br', language }));
    expect([brazil('pt'), brazil('en'), brazil('es')]).toEqual(['R$ 1.000.000,00', 'R$1,000,000.00', 'R$1,000,000.00']);
    expect(plain(formatCurrency(2400000, currencyOf('mx'), mx))).toBe('$2,400,000.00');
    expect(plain(formatCurrency(2400000, currencyOf('co'), co))).toBe('$ 2.400.000');
    expect(plain(formatCurrency(2400000, currencyOf('us'), us))).toBe('$2,400,000.00');
  });

  it('takes the API decimal strings as they come, and leaves what is not a number alone', () => {
    expect(plain(formatCurrency('2400000.00', 'BRL', br))).toBe('R$ 2.400.000,00');
    expect(plain(formatCurrency('25000', 'BRL', us))).toBe('R$25,000.00');
    expect(formatCurrency('abc', 'BRL', br)).toBe('abc');
    expect(formatCurrency('', 'BRL', br)).toBe('');
  });
});

describe('formatCountry', () => {
  it('names the country of a record in the reader’s language', () => {
    expect(formatCountry('mx', br)).toBe('México');
    expect(formatCountry('us', br)).toBe('Estados Unidos');
    expect(formatCountry('co', us)).toBe('Colombia');
    expect(formatCountry('br', us)).toBe('Brazil');
    expect(formatCountry('us', mx)).toBe('Estados Unidos');
  });

  it('leaves a code it does not know as it is', () => {
    expect(formatCountry('zz-top', br)).toBe('zz-top');
  });
});

describe('formatPercent', () => {
  it('writes the same rate the same way wherever Spanish is read in a country with decimal points', () => {
    expect(formatPercent(0.015, mx)).toBe('1.5%');
    expect(plain(formatPercent(0.0738, co))).toBe('7,38%');
    expect(formatPercent(0.0738, { country: 'br', language: 'es' })).toBe('7.38%');
  });

  it('writes a ratio as a percentage in the locale', () => {
    expect(plain(formatPercent(0.015, br))).toBe('1,5%');
    expect(formatPercent(0.015, us)).toBe('1.5%');
    expect(formatPercent(0.1, us)).toBe('10%');
  });
});

describe('formatDate', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it('writes a date in the style of the locale', () => {
    expect(formatDate('2024-03-01', br, 'short')).toBe('01/03/2024');
    expect(formatDate('2024-03-01', us, 'short')).toBe('3/1/24');
    expect(formatDate('2024-03-01', us)).toBe('Mar 1, 2024');
    expect(formatDate('2024-03-01', br, 'long')).toBe('1 de março de 2024');
  });

  it('shows a date-only value as the same calendar day west of UTC', () => {
    process.env.TZ = 'America/Mexico_City';
    expect(formatDate('2024-03-01', mx, 'short')).toBe('01/03/24');
  });

  it("writes an instant as the day it is in the time zone asked for (a server writes the country's day)", () => {
    const lateEvening = new Date('2026-11-26T00:30:00Z');
    expect(formatDate(lateEvening, br, 'short', 'America/Sao_Paulo')).toBe('25/11/2026');
    expect(formatDate(lateEvening, br, 'short', 'UTC')).toBe('26/11/2026');
  });

  it('returns something that is not a date unchanged instead of "Invalid Date"', () => {
    expect(formatDate('soon', br)).toBe('soon');
  });
});

describe('formatTaxId', () => {
  it("writes each country's tax id with its mask, however it was stored", () => {
    expect(formatTaxId('CNPJ', '12345678000195')).toBe('12.345.678/0001-95');
    expect(formatTaxId('CNPJ', '12.345.678/0001-95')).toBe('12.345.678/0001-95');
    expect(formatTaxId('CNPJ', '12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(formatTaxId('CPF', '11144477735')).toBe('111.444.777-35');
    expect(formatTaxId('RUT', '2131234321')).toBe('213.123.432-1');
    expect(formatTaxId('EIN', '123456789')).toBe('12-3456789');
    expect(formatTaxId('RFC', 'gode561231gr8')).toBe('GODE561231GR8');
  });

  it('leaves a value of an unknown type as it is', () => {
    expect(formatTaxId('PASSPORT', 'ab-12')).toBe('ab-12');
  });
});

describe('formatPostalCode', () => {
  it("writes each country's postal code with its mask, as typed or as stored", () => {
    expect(formatPostalCode('br', '01310100')).toBe('01310-100');
    expect(formatPostalCode('br', '01310-100')).toBe('01310-100');
    expect(formatPostalCode('br', '0131')).toBe('0131');
    expect(formatPostalCode('br', '013101009999')).toBe('01310-100');
    expect(formatPostalCode('mx', '06600')).toBe('06600');
    expect(formatPostalCode('us', '100011234')).toBe('10001-1234');
    expect(formatPostalCode('us', '10001')).toBe('10001');
  });
});

describe('formatRetention', () => {
  it('writes a retention as the amount it keeps, like any money of the locale, and none as null', () => {
    expect(plain(formatRetention('R_25K', 'BRL', br)!)).toBe('R$ 25.000,00');
    expect(formatRetention('R_50K', 'BRL', us)).toBe('R$50,000.00');
    expect(formatRetention('R_NONE', 'BRL', us)).toBeNull();
    expect(formatRetention('R_7K', 'BRL', us)).toBe('R_7K');
  });
});

describe('formatMonth', () => {
  it('names a YYYY-MM month in each language', () => {
    expect(formatMonth('2026-03', { country: 'br', language: 'pt' })).toBe('março de 2026');
    expect(formatMonth('2026-03', { country: 'us', language: 'en' })).toBe('March 2026');
    expect(formatMonth('2026-03', { country: 'mx', language: 'es' })).toBe('marzo de 2026');
  });
});
