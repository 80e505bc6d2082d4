/**
 * The money of a checkout (spec sections 3 and 9, domain-facts.md): up to 4 instalments without
 * interest, or 5 to 7 at 1.5% a month (the Price table's level instalment), IOF of 7.38% on what
 * each instalment pays, everything in cents so the instalments add up to the total exactly, the
 * rounding remainder on the first one. The UI shows these figures; the API recomputes them when a
 * checkout is saved and never takes the browser's. What was signed is then fixed: the schedule of
 * a stored checkout comes from its stored total and IOF (`storedInstalments`), never from the rates
 * of the day, so a rate changed after signing changes no policy.
 */
import type { Country } from '../locale';
import { COUNTRY_RULES, type CountryRules } from '../countries/country-rules';
import { countryCheckout, splitCents, type CountryInstalment, type TaxLine } from '../countries/country-checkout';

const BRAZIL = COUNTRY_RULES.br;
export const IOF_RATE = BRAZIL.taxes[0]!.rate;
export const MONTHLY_INTEREST = BRAZIL.instalments.monthlyInterest;

/** The rates a checkout is computed with: the tax on the premium and the monthly interest of the Price table. */
export interface CheckoutRates {
  iofRate: number;
  monthlyInterest: number;
}

export const CHECKOUT_RATES: CheckoutRates = { iofRate: IOF_RATE, monthlyInterest: MONTHLY_INTEREST };
export const MAX_INSTALMENTS_WITHOUT_INTEREST = BRAZIL.instalments.maxWithoutInterest;
export const MAX_INSTALMENTS = BRAZIL.instalments.max;

export interface Instalment {
  /** 1-based. */
  number: number;
  /** What is paid, IOF included, in cents. */
  amount: number;
  /** The IOF inside `amount`, in cents. */
  iof: number;
}

export interface CheckoutSummary {
  /** All amounts in cents. */
  grossPremium: number;
  interest: number;
  iof: number;
  totalPremium: number;
  withInterest: boolean;
  instalments: Instalment[];
}

export const isValidInstalmentCount = (count: number) =>
  Number.isInteger(count) && count >= 1 && count <= MAX_INSTALMENTS;

export const hasInterest = (count: number) => count > MAX_INSTALMENTS_WITHOUT_INTEREST;

/**
 * The instalments of a total and its premium tax, both in cents, in `count` parts: what a stored
 * checkout (its `total_premium`, `tax` and `instalments`) charges, whatever the rates are today.
 */
export function storedCountryInstalments(
  totalPremiumCents: number,
  taxCents: number,
  count: number,
): CountryInstalment[] {
  if (!isValidInstalmentCount(count)) throw new RangeError(`1 to ${MAX_INSTALMENTS} instalments`);
  const taxParts = splitCents(taxCents, count);
  return splitCents(totalPremiumCents, count).map((amount, index) => ({
    number: index + 1,
    amount,
    tax: taxParts[index]!,
  }));
}

/** Brazil's stored instalments, the tax named IOF. */
export const storedInstalments = (totalPremiumCents: number, iofCents: number, count: number): Instalment[] =>
  storedCountryInstalments(totalPremiumCents, iofCents, count).map(({ number, amount, tax }) => ({
    number,
    amount,
    iof: tax,
  }));

/**
 * The country's table for a checkout: Brazil's at `rates` (the API's configured IOF and interest,
 * so a rate is changed by configuration), the others as the table has them.
 */
export function checkoutRulesOf(country: Country, rates: CheckoutRates = CHECKOUT_RATES): CountryRules {
  if (country !== 'br') return COUNTRY_RULES[country];
  return {
    ...BRAZIL,
    taxes: [{ ...BRAZIL.taxes[0]!, rate: rates.iofRate }],
    instalments: { ...BRAZIL.instalments, monthlyInterest: rates.monthlyInterest },
  };
}

/** Brazil's checkout (the country table's maths with IOF), at `rates` (the API's configured ones). */
export function checkoutSummary(
  grossPremiumCents: number,
  count: number,
  rates: CheckoutRates = CHECKOUT_RATES,
): CheckoutSummary {
  const brazil = countryCheckout(checkoutRulesOf('br', rates), grossPremiumCents, count);
  return {
    grossPremium: brazil.grossPremium,
    interest: brazil.interest,
    iof: brazil.tax,
    totalPremium: brazil.totalPremium,
    withInterest: brazil.withInterest,
    instalments: brazil.instalments.map(({ number, amount, tax }) => ({ number, amount, iof: tax })),
  };
}

/** Brazil's one tax line, for a checkout written from a `checkoutSummary` (the seeds, the tests). */
export const brazilTaxLines = (iofCents: number, rates: CheckoutRates = CHECKOUT_RATES): TaxLine[] => [
  { code: 'IOF', rate: rates.iofRate, amount: iofCents },
];
