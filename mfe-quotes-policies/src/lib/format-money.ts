import type { Currency, Locale } from '@platform/domain';
// The domain's formatter itself (what `@platform/i18n` re-exports): the home's first screen uses it without the i18n package.
import { formatCurrency, formatRetention } from '@platform/domain/formatting';
import { PURCHASE_WORDS } from '@platform/i18n/purchase-words';

/**
 * A money amount of the API (a decimal string such as "1500000.00", never a float on the wire)
 * with its currency symbol, the platform's way (R$ 1.500.000,00).
 */
export const formatMoney = (amount: string, currency: string, locale: Locale) =>
  formatCurrency(Number(amount), currency as Currency, locale);

/**
 * A quote's retention: the amount it keeps, written like the limit beside it, or "no retention"
 * (the purchase words, without react-intl: the quote link's first screen draws it too).
 */
export const formatRetentionText = (code: string, currency: string, locale: Locale) =>
  formatRetention(code, currency, locale) ?? PURCHASE_WORDS[locale.language]['retention.R_NONE'];
