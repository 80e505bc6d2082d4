// The checkout's figures computed by hand in the journeys (domain-facts.md), never with the
// domain's own function: a change of the maths in shared/domain then fails the e2e run.

/** A country's checkout as its rules are written in domain-facts.md, by hand. */
export interface HandRules {
  /** Instalments up to this many carry no interest (or surcharge). */
  free: number;
  /** The premium tax: its rate (and as the screen writes it), and whether it is charged on the policy fee too. */
  tax: { code: 'IOF' | 'IVA'; rate: number; percent: string; onFee: boolean } | null;
  /** A fixed fee per policy, in cents. */
  fee: number;
}

export const HAND_RULES = {
  br: { free: 4, tax: { code: 'IOF', rate: 0.0738, percent: '7[.,]38', onFee: false }, fee: 0 },
  mx: { free: 1, tax: { code: 'IVA', rate: 0.16, percent: '16', onFee: true }, fee: 60_000 },
  co: { free: 4, tax: { code: 'IVA', rate: 0.19, percent: '19', onFee: false }, fee: 0 },
  us: { free: 4, tax: null, fee: 0 },
} as const satisfies Record<string, HandRules>;

/**
 * The figures of an `n`-instalment plan, by hand: beyond the free instalments, the Price table's
 * level instalment at 1.5% a month, PMT = P x i / (1 - (1 + i)^-n), times n and rounded to the
 * cent; the policy fee; the tax on its base; the desk's charges as given; the total split in n,
 * the cents left over on the first instalment. All in cents.
 */
export function handComputation(premium: string, n = 7, rules: HandRules = HAND_RULES.br, charges = 0) {
  const principal = cents(premium);
  const pmt = (principal * 0.015) / (1 - Math.pow(1.015, -n));
  const withInterest = n > rules.free ? Math.round(pmt * n) : principal;
  const tax = rules.tax ? Math.round((withInterest + (rules.tax.onFee ? rules.fee : 0)) * rules.tax.rate) : 0;
  const total = withInterest + rules.fee + tax + charges;
  const regular = Math.floor(total / n);
  return { interest: withInterest - principal, fee: rules.fee, tax, total, regular, first: total - (n - 1) * regular };
}

/** An amount in cents as any locale writes it: the digits, whatever the separators (21.074,96 / 21,074.96). */
export const amount = (cents: number) => {
  const units = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '[.,\\s\u00a0\u202f]?');
  return new RegExp(`${units}[.,]${String(cents % 100).padStart(2, '0')}(?!\\d)`);
};

/**
 * A whole amount (a limit) as any locale writes it, whatever the currency's symbol, with or without
 * its zero cents: 7,000,000 / 7.000.000,00.
 */
export const wholeAmount = (units: number) =>
  new RegExp(
    `(?<![\\d.,])${String(units).replace(/\B(?=(\d{3})+(?!\d))/g, '[.,\\s\u00a0\u202f]?')}(?:[.,]00)?(?![\\d]|[.,]\\d)`,
  );

/** A decimal money string of the API ("18500.00") in cents. */
export const cents = (money: string) => Math.round(Number(money) * 100);
