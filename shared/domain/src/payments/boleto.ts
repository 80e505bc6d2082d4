// A boleto's barcode (44 digits) and digitable line (47 digits), FEBRABAN's layout for bank
// collection: bank (3), currency 9, the general check digit (modulo 11), the due-date factor (4),
// the amount in cents (10) and the bank's free field (25). The line writes the same digits in five
// fields for typing: three with their own modulo-10 check digit, the general check digit, then the
// factor and the amount. Written from the standard (no maintained package writes one); the tests
// check FEBRABAN's published example and an independent validator (boleto-brasileiro-validator).
import { daysFromTo } from '../business-date/business-date';

export interface BoletoCharge {
  /** The collecting bank's code ("001"). */
  bank: string;
  /** YYYY-MM-DD. */
  dueDate: string;
  amountCents: number;
  /** The bank's 25 digits (agreement, our number, wallet...). */
  freeField: string;
}

export interface Boleto {
  /** 44 digits: what the Interleaved 2 of 5 barcode encodes. */
  barcode: string;
  /** 47 digits: what a payer types. */
  line: string;
}

const REAL = '9';
// The factor counts days from 1997-10-07; it reached 9999 on 2025-02-21 and restarted at 1000 on
// 2025-02-22 (FEBRABAN's rule for the factor's end), so it repeats every 9000 days.
const FACTOR_BASE = '1997-10-07';

/** The due-date factor of `dueDate`: 1000 to 9999. */
export function boletoDueFactor(dueDate: string): number {
  const days = daysFromTo(FACTOR_BASE, dueDate);
  if (days < 1000) throw new RangeError(`a boleto cannot be due on ${dueDate}`);
  return ((days - 1000) % 9000) + 1000;
}

/** FEBRABAN's modulo 10: weights 2, 1, 2... from the right, a product's digits added. */
export function boletoModulo10(digits: string): number {
  let sum = 0;
  [...digits].reverse().forEach((digit, index) => {
    const product = Number(digit) * (index % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  });
  return (10 - (sum % 10)) % 10;
}

/** The barcode's general check digit (modulo 11, weights 2 to 9 from the right; 0, 10 and 11 give 1). */
export function boletoModulo11(digits: string): number {
  let sum = 0;
  [...digits].reverse().forEach((digit, index) => (sum += Number(digit) * ((index % 8) + 2)));
  const digit = 11 - (sum % 11);
  return digit === 0 || digit === 10 || digit === 11 ? 1 : digit;
}

const withModulo10 = (digits: string) => `${digits}${boletoModulo10(digits)}`;

/** The digitable line of a 44-digit barcode. */
export function boletoLineOf(barcode: string): string {
  if (!/^\d{44}$/.test(barcode)) throw new RangeError('a boleto barcode has 44 digits');
  const free = barcode.slice(19);
  return [
    withModulo10(barcode.slice(0, 4) + free.slice(0, 5)),
    withModulo10(free.slice(5, 15)),
    withModulo10(free.slice(15, 25)),
    barcode[4],
    barcode.slice(5, 19),
  ].join('');
}

/** The barcode and digitable line of a charge. */
export function boletoOf(charge: BoletoCharge): Boleto {
  if (!/^\d{3}$/.test(charge.bank)) throw new RangeError('a bank code has 3 digits');
  if (!/^\d{25}$/.test(charge.freeField)) throw new RangeError('a free field has 25 digits');
  if (!Number.isInteger(charge.amountCents) || charge.amountCents < 0 || charge.amountCents > 99_999_999_99)
    throw new RangeError(`a boleto cannot carry ${charge.amountCents} cents`);
  const tail = `${boletoDueFactor(charge.dueDate)}${String(charge.amountCents).padStart(10, '0')}${charge.freeField}`;
  const head = `${charge.bank}${REAL}`;
  const barcode = `${head}${boletoModulo11(head + tail)}${tail}`;
  return { barcode, line: boletoLineOf(barcode) };
}

/** The line as printed on a boleto: 00190.50095 40144.816069 06809.350314 3 37370000000100. */
export const formatBoletoLine = (line: string) =>
  `${line.slice(0, 5)}.${line.slice(5, 10)} ${line.slice(10, 15)}.${line.slice(15, 21)} ${line.slice(21, 26)}.${line.slice(26, 32)} ${line[32]} ${line.slice(33)}`;
