import type { Currency } from '../locale';
import { REVENUE_BANDS } from '../company-profile/profile-choices';

/**
 * Where the annual revenue bands start and end in each currency (issue 28). The band codes were
 * named after Brazil's reais (UNDER_250K); elsewhere the same bands are the amounts of the account's
 * currency below: Brazil's converted at the demo rates of RATING_DEMO_RATES (1 real ~ 3.5 pesos,
 * ~ 750 Colombian pesos, ~ 0.20 dollars), not verified, so a band means a company of the same size.
 */
export const REVENUE_BAND_BOUNDS: Record<Currency, readonly [number, number, number]> = {
  BRL: [250_000, 1_000_000, 5_000_000],
  MXN: [875_000, 3_500_000, 17_500_000],
  COP: [187_500_000, 750_000_000, 3_750_000_000],
  USD: [50_000, 200_000, 1_000_000],
};

/** A band's bounds in `currency`, major units: `lower` null for the first band, `upper` null for the last. */
export function revenueBandBounds(
  band: string,
  currency: Currency,
): { lower: number | null; upper: number | null } | null {
  const at = (REVENUE_BANDS as readonly string[]).indexOf(band);
  if (at < 0) return null;
  const bounds = REVENUE_BAND_BOUNDS[currency];
  return { lower: at === 0 ? null : bounds[at - 1]!, upper: bounds[at] ?? null };
}
