/**
 * Mexico's CLABE (Clave Bancaria Estandarizada), the 18-digit account number a SPEI transfer is
 * sent to: the bank's 3-digit code, the 3-digit plaza (city), the 11-digit account and a check
 * digit. The check digit, as Banxico's standard defines it: each of the first 17 digits times the
 * weights 3, 7, 1 (repeating), each product taken modulo 10, summed; the digit is
 * (10 - sum mod 10) mod 10.
 */
const WEIGHTS = [3, 7, 1] as const;

/** The check digit of a CLABE's first 17 digits. */
export function clabeCheckDigit(first17: string): number {
  if (!/^\d{17}$/.test(first17)) throw new RangeError('a CLABE check digit needs 17 digits');
  const sum = [...first17].reduce((total, digit, index) => total + ((Number(digit) * WEIGHTS[index % 3]!) % 10), 0);
  return (10 - (sum % 10)) % 10;
}

/** True for 18 digits whose last is the check digit of the first 17. */
export const isValidClabe = (clabe: string) =>
  /^\d{18}$/.test(clabe) && clabeCheckDigit(clabe.slice(0, 17)) === Number(clabe[17]);

/** A CLABE from its parts: bank (3 digits), plaza (3 digits), account (11 digits). */
export function clabeOf(bank: string, plaza: string, account: string): string {
  if (!/^\d{3}$/.test(bank) || !/^\d{3}$/.test(plaza) || !/^\d{11}$/.test(account))
    throw new RangeError('a CLABE is a 3-digit bank, a 3-digit plaza and an 11-digit account');
  const first17 = `${bank}${plaza}${account}`;
  return `${first17}${clabeCheckDigit(first17)}`;
}

/** As banks print it: bank, plaza, account, check digit. */
export const formatClabe = (clabe: string) =>
  /^\d{18}$/.test(clabe) ? `${clabe.slice(0, 3)} ${clabe.slice(3, 6)} ${clabe.slice(6, 17)} ${clabe[17]}` : clabe;
