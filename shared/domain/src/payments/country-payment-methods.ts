import { COUNTRY_RULES, type CountryPaymentMethod } from '../countries/country-rules';
import type { Country } from '../locale';

/**
 * What an invoice can be paid with through a payment provider, by the invoice's currency (its
 * country: one currency per country in COUNTRY_RULES). CARD stays listed in the countries' rules
 * but is offered nowhere: no provider of this build takes a card (docs/payments.md).
 */
export const ONLINE_PAYMENT_METHODS = ['PIX', 'BOLETO', 'SPEI', 'PSE', 'ACH'] as const;
export type OnlinePaymentMethod = (typeof ONLINE_PAYMENT_METHODS)[number];

const isOnline = (method: CountryPaymentMethod): method is OnlinePaymentMethod =>
  (ONLINE_PAYMENT_METHODS as readonly string[]).includes(method);

/** The country whose currency `currency` is, or null for a currency no country here uses. */
export function countryOfCurrency(currency: string): Country | null {
  const rules = Object.values(COUNTRY_RULES).find((country) => country.currency === currency);
  return rules?.country ?? null;
}

/** The methods an invoice in `currency` offers, in the country's order (Brazil: Pix, then boleto). */
export function invoicePaymentMethods(currency: string): OnlinePaymentMethod[] {
  const country = countryOfCurrency(currency);
  return country ? COUNTRY_RULES[country].paymentMethods.filter(isOnline) : [];
}

/** True when `method` is one an invoice in `currency` offers: a Pix for a peso invoice is not. */
export const isInvoicePaymentMethod = (method: string, currency: string) =>
  (invoicePaymentMethods(currency) as string[]).includes(method);

/**
 * What operations may record by hand for an invoice in `currency`: a card or an account debit
 * anywhere (seen in the insurer's statement, as in Brazil today), and of the methods bound to one
 * country's banks only the invoice's country's.
 */
export const isManualPaymentMethod = (method: string, currency: string) =>
  method === 'CARD' || method === 'DEBIT' || isInvoicePaymentMethod(method, currency);
