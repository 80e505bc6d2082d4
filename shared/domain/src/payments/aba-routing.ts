/**
 * The United States' ABA routing transit number, the 9 digits an ACH transfer names the receiving
 * bank by. Its ninth digit is a check digit (the American Bankers Association's rule): with the
 * weights 3, 7, 1 repeated over the nine digits, the weighted sum is a multiple of 10.
 */
const WEIGHTS = [3, 7, 1] as const;

const weightedSum = (digits: string) =>
  [...digits].reduce((total, digit, index) => total + Number(digit) * WEIGHTS[index % 3]!, 0);

/** The check digit of a routing number's first 8 digits. */
export function abaCheckDigit(first8: string): number {
  if (!/^\d{8}$/.test(first8)) throw new RangeError('an ABA check digit needs 8 digits');
  return (10 - (weightedSum(first8) % 10)) % 10;
}

/** True for 9 digits whose weighted sum is a multiple of 10. */
export const isValidAbaRouting = (routing: string) => /^\d{9}$/.test(routing) && weightedSum(routing) % 10 === 0;

/** A routing number from its first 8 digits (the Federal Reserve district and the institution). */
export const abaRoutingOf = (first8: string) => `${first8}${abaCheckDigit(first8)}`;
