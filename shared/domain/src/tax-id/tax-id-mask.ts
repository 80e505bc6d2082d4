import { normalizeTaxId } from './tax-id';
import { ALL_TAX_ID_TYPES, type TaxIdType } from './tax-id-types';

// '#' takes one character; other characters are inserted as the user reaches them.
const MASKS: Partial<Record<TaxIdType, string>> = {
  CPF: '###.###.###-##',
  CNPJ: '##.###.###/####-##',
  EIN: '##-#######',
  SSN: '###-##-####',
};
const MAX_LENGTH: Record<TaxIdType, number> = { CPF: 11, CNPJ: 14, RFC: 13, CURP: 18, CC: 10, RUT: 16, EIN: 9, SSN: 9 };
const ALLOWED: Record<TaxIdType, RegExp> = {
  CPF: /\d/,
  CNPJ: /[0-9A-Z]/,
  RFC: /[0-9A-ZÑ&]/,
  CURP: /[0-9A-Z]/,
  CC: /\d/,
  RUT: /\d/,
  EIN: /\d/,
  SSN: /\d/,
};

/** RUT is shown `213.123.432-1`: thousands groups, then the check digit. */
function maskRut(chars: string): string {
  if (chars.length < 2) return chars;
  const base = chars.slice(0, -1).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${base}-${chars.at(-1)}`;
}

/** Formats a (possibly partial) value with the country's mask, as the user types. */
export function maskTaxId(type: TaxIdType, value: string): string {
  const chars = [...normalizeTaxId(value)]
    .filter((char) => ALLOWED[type].test(char))
    .slice(0, MAX_LENGTH[type])
    .join('');
  if (type === 'RUT') return maskRut(chars);
  const mask = MASKS[type];
  if (!mask) return chars;
  let out = '';
  let next = 0;
  for (const slot of mask) {
    if (next >= chars.length) break;
    out += slot === '#' ? chars[next++] : slot;
  }
  return out;
}

const isTaxIdType = (type: string): type is TaxIdType => (ALL_TAX_ID_TYPES as readonly string[]).includes(type);

/**
 * A tax id as its country writes it (CNPJ `12.345.678/0001-95`, CPF `111.444.777-35`, NIT/RUT
 * `213.123.432-1`, EIN `12-3456789`; RFC and CURP have no separators), whatever way it was stored:
 * the one formatter for every tax id shown (screens through `@platform/i18n`, the API's documents).
 * An unknown type comes back unchanged.
 */
export const formatTaxId = (type: string, value: string): string =>
  isTaxIdType(type) ? maskTaxId(type, value) : value;
