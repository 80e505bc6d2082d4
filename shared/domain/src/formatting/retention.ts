import type { Locale } from '../locale';
import { retentionAmount } from '../questionnaire/definitions/request';
import { formatCurrency } from './formatters';

/**
 * A retention code as the amount it keeps, in the quote's currency and the locale's way
 * (`R_25K` -> `R$ 25.000,00` in pt-BR, `R$25,000.00` in en-US), so it reads like the limit beside
 * it; null for R_NONE, whose words ("no retention") are the caller's message; an unknown code as is.
 */
export function formatRetention(code: string, currency: string, locale: Locale): string | null {
  const amount = retentionAmount(code);
  if (amount === null) return code;
  return amount === 0 ? null : formatCurrency(amount, currency, locale);
}
