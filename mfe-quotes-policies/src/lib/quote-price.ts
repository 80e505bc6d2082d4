import { countryCheckout, type TaxLine } from '@platform/domain/country-checkout';
import { toCents } from '@platform/domain/money';
import { rulesOfCurrency } from './quote-country';

/** The price an option leads with (docs/underwriting.md, "The quote moment"), in cents of the quote's currency. */
export interface QuotePrice {
  /** What the company pays a year, its country's taxes, fee and the desk's charges included. */
  annual: number;
  /** Instalments of the longest plan without interest (1 where the country's plan has none). */
  count: number;
  /** Each of those instalments (the first may carry a cent more: the remainder goes there). */
  instalment: number;
  /** The country's taxes inside `annual` (IOF in Brazil, IVA in Mexico and Colombia; none in the US). */
  taxes: TaxLine['code'][];
  /** The desk's charge lines inside `annual` (a US state's surplus-lines tax and stamping fee). */
  charges: string[];
}

/** The price of an option with a premium, or null while it has none (searching). */
export function quotePrice(quote: {
  gross_premium: string | null;
  currency?: string;
  charges?: readonly { code: string; amount: string }[];
}): QuotePrice | null {
  if (quote.gross_premium === null) return null;
  const rules = rulesOfCurrency(quote.currency);
  const count = rules.instalments.maxWithoutInterest;
  const charges = (quote.charges ?? []).map((charge) => ({ code: charge.code, amount: toCents(charge.amount) }));
  const checkout = countryCheckout(rules, toCents(quote.gross_premium), count, charges);
  return {
    annual: checkout.totalPremium,
    count,
    instalment: checkout.instalments.at(-1)!.amount,
    taxes: checkout.taxes.map((tax) => tax.code),
    charges: charges.map((charge) => charge.code),
  };
}
