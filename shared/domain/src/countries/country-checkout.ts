import type { Currency } from '../locale';
import type { CountryRules, PremiumTaxRule } from './country-rules';

/**
 * The money of a checkout in any country (issue 28), in cents of the country's currency, so that
 * the lines add up to the total and the instalments to the total exactly:
 *
 *   net premium + instalment interest (or surcharge) + policy fee + taxes + desk-written charges
 *
 * Interest beyond the plan's interest-free instalments is the Price table's level instalment. Each
 * tax is charged on its base (country-rules.ts). Charges the underwriting desk writes as lines of
 * their own (a US state's surplus-lines tax and stamping fee) are added as given. The rounding
 * remainder of the instalments goes on the first one.
 */

export interface TaxLine {
  code: PremiumTaxRule['code'];
  rate: number;
  amount: number;
}

/** A charge written by the desk for one quote, in cents (`code` names it: SURPLUS_LINES_TAX, STAMPING_FEE). */
export interface ChargeLine {
  code: string;
  amount: number;
}

export interface CountryInstalment {
  /** 1-based. */
  number: number;
  /** What is paid, taxes included, in cents. */
  amount: number;
  /** The taxes inside `amount`, in cents. */
  tax: number;
}

export interface CountryCheckout {
  currency: Currency;
  grossPremium: number;
  interest: number;
  policyFee: number;
  taxes: TaxLine[];
  /** The sum of `taxes`. */
  tax: number;
  charges: ChargeLine[];
  totalPremium: number;
  withInterest: boolean;
  instalments: CountryInstalment[];
}

/** `total` in `count` parts whose sum is `total`, the remainder on the first. */
export function splitCents(total: number, count: number): number[] {
  const base = Math.floor(total / count);
  return Array.from({ length: count }, (_, index) => (index === 0 ? total - base * (count - 1) : base));
}

/** The level instalment of the Price table for `principal` over `count` months at `rate`. */
const priceInstalment = (principal: number, count: number, rate: number) =>
  (principal * rate) / (1 - (1 + rate) ** -count);

export const isInstalmentCountOf = (rules: Pick<CountryRules, 'instalments'>, count: number) =>
  Number.isInteger(count) && count >= 1 && count <= rules.instalments.max;

export function countryCheckout(
  rules: Pick<CountryRules, 'currency' | 'taxes' | 'policyFeeCents' | 'instalments'>,
  grossPremiumCents: number,
  count: number,
  charges: readonly ChargeLine[] = [],
): CountryCheckout {
  if (!Number.isInteger(grossPremiumCents) || grossPremiumCents <= 0) throw new RangeError('premium in cents > 0');
  if (!isInstalmentCountOf(rules, count)) throw new RangeError(`1 to ${rules.instalments.max} instalments`);
  if (charges.some((charge) => !Number.isInteger(charge.amount) || charge.amount < 0))
    throw new RangeError('charges in cents >= 0');
  const withInterest = count > rules.instalments.maxWithoutInterest;
  const premium = withInterest
    ? Math.round(priceInstalment(grossPremiumCents, count, rules.instalments.monthlyInterest) * count)
    : grossPremiumCents;
  const policyFee = rules.policyFeeCents;
  const taxes = rules.taxes.map((rule) => ({
    code: rule.code,
    rate: rule.rate,
    amount: Math.round((rule.base === 'PREMIUM' ? premium : premium + policyFee) * rule.rate),
  }));
  const tax = taxes.reduce((sum, line) => sum + line.amount, 0);
  const charged = charges.reduce((sum, line) => sum + line.amount, 0);
  const totalPremium = premium + policyFee + tax + charged;
  const taxParts = splitCents(tax, count);
  return {
    currency: rules.currency,
    grossPremium: grossPremiumCents,
    interest: premium - grossPremiumCents,
    policyFee,
    taxes,
    tax,
    charges: [...charges],
    totalPremium,
    withInterest,
    instalments: splitCents(totalPremium, count).map((amount, index) => ({
      number: index + 1,
      amount,
      tax: taxParts[index]!,
    })),
  };
}
