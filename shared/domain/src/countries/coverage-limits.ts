import type { Currency, Locale } from '../locale';
import { formatCurrency } from '../formatting/formatters';
import { REQUESTED_LIMITS } from '../questionnaire/definitions/request';

/**
 * The coverage limits offered in each currency (issue 28; spec section 3: limits in USD, COP, MXN or
 * BRL). The codes of REQUESTED_LIMITS are steps, the same in every country, so that answers, rating
 * factors and referral rules ("at or above the fourth step") read alike; what a step covers is
 * the amount of the account's currency below. Mexico's and Colombia's are Brazil's converted at the
 * rough demo rates of RATING_DEMO_RATES and rounded to amounts a broker there would quote; the
 * United States take the usual US towers of 1 to 10 million. Demo figures, not verified with an insurer.
 */
export const LIMIT_AMOUNTS: Record<Currency, Record<(typeof REQUESTED_LIMITS)[number], number>> = {
  BRL: { L_1M: 1_000_000, L_2M: 2_000_000, L_3M: 3_000_000, L_5M: 5_000_000, L_10M: 10_000_000 },
  MXN: { L_1M: 3_500_000, L_2M: 7_000_000, L_3M: 10_000_000, L_5M: 17_500_000, L_10M: 35_000_000 },
  COP: {
    L_1M: 750_000_000,
    L_2M: 1_500_000_000,
    L_3M: 2_250_000_000,
    L_5M: 3_750_000_000,
    L_10M: 7_500_000_000,
  },
  USD: { L_1M: 1_000_000, L_2M: 2_000_000, L_3M: 3_000_000, L_5M: 5_000_000, L_10M: 10_000_000 },
};

/**
 * Rough demo exchange rates (local units per real, late 2026 orders of magnitude, not verified) at
 * which the Mexican and Colombian rating tables and limits were converted from Brazil's.
 */
export const RATING_DEMO_RATES = { MXN: 3.5, COP: 750 } as const;

/** What a limit step covers in `currency`, in major units; null for a code the catalogue does not know. */
export function limitAmount(code: string, currency: Currency): number | null {
  const amounts = LIMIT_AMOUNTS[currency] as Record<string, number>;
  return code in amounts ? amounts[code]! : null;
}

/**
 * A limit step as its amount in the record's currency and the reader's way (`L_1M` in MXN read in
 * pt: `MX$ 3.500.000`), whole units; an unknown code as is.
 */
export function formatLimit(code: string, currency: Currency, locale: Locale): string {
  const amount = limitAmount(code, currency);
  return amount === null ? code : formatCurrency(amount, currency, locale, { maximumFractionDigits: 0 });
}
