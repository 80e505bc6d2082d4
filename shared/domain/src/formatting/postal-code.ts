import type { Country } from '../locale';

// Each country's postal code: how many digits and where the separator goes (`#` is a digit).
// Brazil's CEP is 01310-100; Mexico's código postal 5 digits, Colombia's 6; a US ZIP+4 12345-6789.
const MASKS: Record<Country, string> = {
  br: '#####-###',
  mx: '#####',
  co: '######',
  us: '#####-####',
};

/**
 * A postal code as its country writes it, as it is typed or however it was stored: the digits only,
 * cut to the country's length, with its separator once the digits reach it (`01310100` ->
 * `01310-100`; `0131` stays `0131`). The one mask for the questionnaire's input and its read-back.
 */
export function formatPostalCode(country: Country, value: string): string {
  const digits = value.replace(/\D/g, '');
  let out = '';
  let next = 0;
  for (const slot of MASKS[country]) {
    if (next >= digits.length) break;
    out += slot === '#' ? digits[next++] : slot;
  }
  return out;
}
