// Check-digit algorithms of domain-facts.md, over normalised values (see normalizeTaxId).

/** Weighted sum where each character is worth its ASCII code minus 48 (alphanumeric CNPJ rule). */
const weighted = (chars: string, weights: readonly number[]) =>
  [...chars].reduce((sum, char, i) => sum + (char.charCodeAt(0) - 48) * weights[i]!, 0);

const mod11Digit = (sum: number) => {
  const r = sum % 11;
  return r < 2 ? 0 : 11 - r;
};

const allSame = (value: string) => /^(.)\1*$/.test(value);

export function isValidCpf(value: string): boolean {
  if (!/^\d{11}$/.test(value) || allSame(value)) return false;
  const first = mod11Digit(weighted(value.slice(0, 9), [10, 9, 8, 7, 6, 5, 4, 3, 2]));
  const second = mod11Digit(weighted(value.slice(0, 10), [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]));
  return value.endsWith(`${first}${second}`);
}

const CNPJ_FIRST = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_SECOND = [6, ...CNPJ_FIRST];

/** The two check digits of a CNPJ whose first 12 characters (0-9/A-Z) are given. */
export function cnpjCheckDigits(first12: string): string {
  const first = mod11Digit(weighted(first12, CNPJ_FIRST));
  const second = mod11Digit(weighted(`${first12}${first}`, CNPJ_SECOND));
  return `${first}${second}`;
}

/** Numeric and (since July 2026) alphanumeric CNPJs: 12 chars 0-9/A-Z, then 2 check digits. */
export function isValidCnpj(value: string): boolean {
  if (!/^[0-9A-Z]{12}\d{2}$/.test(value) || allSame(value)) return false;
  return value.endsWith(cnpjCheckDigits(value.slice(0, 12)));
}

const RFC_ALPHABET = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';
const RFC_SHAPE = /^([A-ZÑ&]{3,4})(\d{2})(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])([A-Z\d]{2})([A-Z\d])$/;
const GENERIC_RFCS = ['XAXX010101000', 'XEXX010101000'];

/** 'invalid' blocks; 'check-digit' only warns (about 1.5% of real RFCs fail the digit). */
export function checkRfc(value: string): 'valid' | 'check-digit' | 'invalid' {
  if (GENERIC_RFCS.includes(value)) return 'valid';
  const shape = RFC_SHAPE.exec(value);
  if (!shape) return 'invalid';
  // A company RFC has 3 letters: pad to 13 so both share weights 13..2.
  const padded = value.length === 12 ? ` ${value}` : value;
  const sum = [...padded.slice(0, 12)].reduce((total, char, i) => total + RFC_ALPHABET.indexOf(char) * (13 - i), 0);
  const r = 11 - (sum % 11);
  const expected = r === 11 ? '0' : r === 10 ? 'A' : String(r);
  return padded.endsWith(expected) ? 'valid' : 'check-digit';
}

const CURP_ALPHABET = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ';
const CURP_SHAPE = /^[A-Z]{4}\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])[HMX][A-Z]{2}[B-DF-HJ-NP-TV-Z]{3}[A-Z\d]\d$/;

export function isValidCurp(value: string): boolean {
  if (!CURP_SHAPE.test(value)) return false;
  const sum = [...value.slice(0, 17)].reduce((total, char, i) => total + CURP_ALPHABET.indexOf(char) * (18 - i), 0);
  return Number(value[17]) === (10 - (sum % 10)) % 10;
}

/** Cédula de ciudadanía: digits only, no check digit (old ones are shorter than 10). */
export const isValidCc = (value: string): boolean => /^\d{5,10}$/.test(value) && !allSame(value);

const NIT_WEIGHTS = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71];

/** RUT/NIT: base digits followed by one check digit; weights apply from the right of the base. */
export function isValidRut(value: string): boolean {
  if (!/^\d{6,16}$/.test(value)) return false;
  const base = value.slice(0, -1);
  const sum = [...base].reverse().reduce((total, digit, i) => total + Number(digit) * NIT_WEIGHTS[i]!, 0);
  const r = sum % 11;
  return Number(value.at(-1)) === (r < 2 ? r : 11 - r);
}

// IRS campus prefixes that have never been assigned (domain-facts.md: "07 is not").
const UNASSIGNED_EIN_PREFIXES = new Set([
  '00',
  '07',
  '08',
  '09',
  '17',
  '18',
  '19',
  '28',
  '29',
  '49',
  '69',
  '70',
  '78',
  '79',
  '89',
  '96',
  '97',
]);

export const isValidEin = (value: string): boolean =>
  /^\d{9}$/.test(value) && !UNASSIGNED_EIN_PREFIXES.has(value.slice(0, 2));

export function isValidSsn(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const area = value.slice(0, 3);
  return (
    area !== '000' && area !== '666' && !area.startsWith('9') && value.slice(3, 5) !== '00' && value.slice(5) !== '0000'
  );
}
