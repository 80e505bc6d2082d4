/** "17,5" or "17.5" (percent, two decimals at most) as the fraction the API takes; null when empty or not a number, NaN with more decimals. */
export function rateOfPercent(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  if (!text.trim() || !Number.isFinite(value)) return null;
  const rate = Math.round(value * 100) / 10_000;
  // More than two decimals typed is refused, not rounded away.
  return Math.abs(rate * 100 - value) > 1e-9 ? Number.NaN : rate;
}

/** The fraction as the percent typed in the field ("17.5" for 0.175). */
export const percentOfRate = (rate: number) => String(Math.round(rate * 10_000) / 100);
