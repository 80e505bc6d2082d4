// Money is integer cents in code and a two-decimal string ("18500.00") on the wire and in numeric
// columns: these are the only conversions between the two, exact, with no floating point sum.

/** "18500.00" (a numeric column or Money string) in cents, exactly. */
export function toCents(amount: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new RangeError(`not an amount: ${amount}`);
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

/** An amount as a person types it in a money field: units, and up to two decimals ("360", "18500.5"). */
export const isMoneyText = (text: string) => /^\d+(\.\d{1,2})?$/.test(text.trim());

/** `share` (a fraction: a sublimit's, a rate) of a Money string, in cents, half a cent up. */
export const shareOfCents = (amount: string, share: number) => Math.round(toCents(amount) * share);

/** Cents as a Money string ("18500.00"). */
export const fromCents = (cents: number) => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};
