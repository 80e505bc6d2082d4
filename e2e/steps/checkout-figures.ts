// The checkout's figures computed by hand in the journeys (domain-facts.md), never with the
// domain's own function: a change of the maths in shared/domain then fails the e2e run.

/**
 * The figures of a 7-instalment plan, by hand: the Price table's level instalment at 1.5% a month,
 * PMT = P x i / (1 - (1 + i)^-n), times 7 and rounded to the cent; IOF 7.38% of that; the total
 * split in 7, the cents left over on the first instalment. All in cents.
 */
export function handComputation(premium: string) {
  const principal = Math.round(Number(premium) * 100);
  const pmt = (principal * 0.015) / (1 - Math.pow(1.015, -7));
  const withInterest = Math.round(pmt * 7);
  const iof = Math.round(withInterest * 0.0738);
  const total = withInterest + iof;
  const regular = Math.floor(total / 7);
  return { interest: withInterest - principal, iof, total, regular, first: total - 6 * regular };
}

/** An amount in cents as any locale writes it: the digits, whatever the separators (21.074,96 / 21,074.96). */
export const amount = (cents: number) => {
  const units = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '[.,\\s\u00a0\u202f]?');
  return new RegExp(`${units}[.,]${String(cents % 100).padStart(2, '0')}(?!\\d)`);
};

/** A decimal money string of the API ("18500.00") in cents. */
export const cents = (money: string) => Math.round(Number(money) * 100);
