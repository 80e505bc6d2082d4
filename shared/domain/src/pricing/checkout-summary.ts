/**
 * The money of a checkout (spec sections 3 and 9, domain-facts.md): up to 4 instalments without
 * interest, or 5 to 7 at 1.5% a month (the Price table's level instalment), IOF of 7.38% on what
 * each instalment pays, everything in cents so the instalments add up to the total exactly, the
 * rounding remainder on the first one. The UI shows these figures; the API recomputes them and
 * never takes the browser's.
 */
export const IOF_RATE = 0.0738;
export const MONTHLY_INTEREST = 0.015;
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

export function checkoutSummary(grossPremiumCents: number, count: number): CheckoutSummary {
  if (!Number.isInteger(grossPremiumCents) || grossPremiumCents <= 0) throw new RangeError('premium in cents > 0');
  if (!isValidInstalmentCount(count)) throw new RangeError(`1 to ${MAX_INSTALMENTS} instalments`);
  const withInterest = count > MAX_INSTALMENTS_WITHOUT_INTEREST;
  const beforeTax = withInterest
    ? Math.round(priceInstalment(grossPremiumCents, count, MONTHLY_INTEREST) * count)
    : grossPremiumCents;
  const iof = Math.round(beforeTax * IOF_RATE);
  const totalPremium = beforeTax + iof;
  const iofParts = split(iof, count);
  const amounts = split(totalPremium, count);
  return {
    grossPremium: grossPremiumCents,
    interest: beforeTax - grossPremiumCents,
    iof,
    totalPremium,
    withInterest,
    instalments: amounts.map((amount, index) => ({ number: index + 1, amount, iof: iofParts[index]! })),
  };
}
