/**
 * The money of a checkout (spec sections 3 and 9, domain-facts.md): up to 4 instalments without
 * interest, or 5 to 7 at 1.5% a month (the Price table's level instalment), IOF of 7.38% on what
 * each instalment pays, everything in cents so the instalments add up to the total exactly, the
 * rounding remainder on the first one. The UI shows these figures; the API recomputes them when a
 * checkout is saved and never takes the browser's. What was signed is then fixed: the schedule of
 * a stored checkout comes from its stored total and IOF (`storedInstalments`), never from the rates
 * of the day, so a rate changed after signing changes no policy.
 */
export const IOF_RATE = 0.0738;
export const MONTHLY_INTEREST = 0.015;

/** The rates a checkout is computed with: the tax on the premium and the monthly interest of the Price table. */
export interface CheckoutRates {
  iofRate: number;
  monthlyInterest: number;
}

export const CHECKOUT_RATES: CheckoutRates = { iofRate: IOF_RATE, monthlyInterest: MONTHLY_INTEREST };
export const MAX_INSTALMENTS_WITHOUT_INTEREST = 4;
export const MAX_INSTALMENTS = 7;

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

/** `total` in `count` parts whose sum is `total`, the remainder on the first. */
function split(total: number, count: number): number[] {
  const base = Math.floor(total / count);
  return Array.from({ length: count }, (_, index) => (index === 0 ? total - base * (count - 1) : base));
}

/** The level instalment of the Price table for `principal` over `count` months at `rate`. */
const priceInstalment = (principal: number, count: number, rate: number) =>
  (principal * rate) / (1 - (1 + rate) ** -count);

export const hasInterest = (count: number) => count > MAX_INSTALMENTS_WITHOUT_INTEREST;

/**
 * The instalments of a total and its IOF, both in cents, in `count` parts: what a stored checkout
 * (its `total_premium`, `iof` and `instalments`) charges, whatever the rates are today.
 */
export function storedInstalments(totalPremiumCents: number, iofCents: number, count: number): Instalment[] {
  if (!isValidInstalmentCount(count)) throw new RangeError(`1 to ${MAX_INSTALMENTS} instalments`);
  const iofParts = split(iofCents, count);
  return split(totalPremiumCents, count).map((amount, index) => ({ number: index + 1, amount, iof: iofParts[index]! }));
}

export function checkoutSummary(
  grossPremiumCents: number,
  count: number,
  rates: CheckoutRates = CHECKOUT_RATES,
): CheckoutSummary {
  if (!Number.isInteger(grossPremiumCents) || grossPremiumCents <= 0) throw new RangeError('premium in cents > 0');
  if (!isValidInstalmentCount(count)) throw new RangeError(`1 to ${MAX_INSTALMENTS} instalments`);
  const withInterest = hasInterest(count);
  const beforeTax = withInterest
    ? Math.round(priceInstalment(grossPremiumCents, count, rates.monthlyInterest) * count)
    : grossPremiumCents;
  const iof = Math.round(beforeTax * rates.iofRate);
  const totalPremium = beforeTax + iof;
  return {
    grossPremium: grossPremiumCents,
    interest: beforeTax - grossPremiumCents,
    iof,
    totalPremium,
    withInterest,
    instalments: storedInstalments(totalPremium, iof, count),
  };
}
