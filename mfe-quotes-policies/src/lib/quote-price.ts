import { checkoutSummary, MAX_INSTALMENTS_WITHOUT_INTEREST, toCents } from '@platform/domain';

/** The price an option leads with (docs/underwriting.md, "The quote moment"), in cents. */
export interface QuotePrice {
  /** What the company pays a year, IOF included: the same paid at once or in the interest-free plan. */
  annual: number;
  /** Instalments of the longest plan without interest. */
  count: number;
  /** Each of those instalments (the first may carry a cent more: checkoutSummary puts the remainder there). */
  instalment: number;
}

/** The price of an option with a premium, or null while it has none (searching). */
export function quotePrice(quote: { gross_premium: string | null }): QuotePrice | null {
  if (quote.gross_premium === null) return null;
  const summary = checkoutSummary(toCents(quote.gross_premium), MAX_INSTALMENTS_WITHOUT_INTEREST);
  return {
    annual: summary.totalPremium,
    count: MAX_INSTALMENTS_WITHOUT_INTEREST,
    instalment: summary.instalments.at(-1)!.amount,
  };
}
