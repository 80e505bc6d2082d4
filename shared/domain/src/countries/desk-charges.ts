import type { FieldProblem } from '../validation/field-problem';
import type { Country } from '../locale';
import { isMoneyText, toCents } from '../money';

/**
 * Charges the underwriting desk writes on a quote as lines of their own (issue 28): a US state's
 * surplus-lines tax and its stamping office's fee. They differ by state and by carrier, so the
 * underwriter types them; no other country has them (its premium taxes come from COUNTRY_RULES).
 */
export const DESK_CHARGE_CODES = ['SURPLUS_LINES_TAX', 'STAMPING_FEE'] as const;
export type DeskChargeCode = (typeof DESK_CHARGE_CODES)[number];

export const DESK_CHARGES_OF: Record<Country, readonly DeskChargeCode[]> = {
  br: [],
  mx: [],
  co: [],
  us: DESK_CHARGE_CODES,
};

/** A charge as the desk sends it: the amount a Money string of the quote's currency ("360.00"). */
export interface DeskChargeInput {
  code: string;
  amount: string;
}

/**
 * What is wrong with an option's charges for a case of `country`, fields relative to the list
 * (`0.amount`): a code the country does not have (CHARGE_NOT_IN_COUNTRY), the same code twice, an
 * amount that is not a positive amount of money (INVALID). The desk's form and the API run it.
 */
export function deskChargeProblems(charges: readonly DeskChargeInput[], country: Country): FieldProblem[] {
  const problems: FieldProblem[] = [];
  charges.forEach((charge, index) => {
    if (!(DESK_CHARGES_OF[country] as readonly string[]).includes(charge.code))
      problems.push({ field: `${index}.code`, code: 'CHARGE_NOT_IN_COUNTRY' });
    else if (charges.findIndex((other) => other.code === charge.code) !== index)
      problems.push({ field: `${index}.code`, code: 'INVALID' });
    const amount = charge.amount.trim();
    if (!isMoneyText(amount) || toCents(amount) <= 0) problems.push({ field: `${index}.amount`, code: 'INVALID' });
  });
  return problems;
}

/** The charges as quotes.charges keeps them: cents of the quote's currency. */
export const chargeLinesOf = (charges: readonly DeskChargeInput[]) =>
  charges.map((charge) => ({ code: charge.code, amount: toCents(charge.amount.trim()) }));
