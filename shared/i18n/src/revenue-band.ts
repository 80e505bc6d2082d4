import type { IntlShape } from 'react-intl';
import type { Currency, Locale } from '@platform/domain';
import { formatCurrency } from '@platform/domain/formatting';
import { revenueBandBounds } from '@platform/domain/revenue-bands';

const whole = { maximumFractionDigits: 0 };

/**
 * An annual revenue band ("Under MX$875,000") as its bounds in the account's currency (issue 28):
 * the questionnaire, the company profile, the pre-application and the cyber request all say a band
 * this one way, so a Mexican company never reads its band in reais. Null for an unknown band code.
 */
export function revenueBandText(intl: IntlShape, band: string, currency: Currency, locale: Locale): string | null {
  const bounds = revenueBandBounds(band, currency);
  if (!bounds) return null;
  const money = (amount: number) => formatCurrency(amount, currency, locale, whole);
  if (bounds.lower === null) return intl.formatMessage({ id: 'revenueBand.under' }, { amount: money(bounds.upper!) });
  if (bounds.upper === null) return intl.formatMessage({ id: 'revenueBand.over' }, { amount: money(bounds.lower) });
  return intl.formatMessage({ id: 'revenueBand.between' }, { lower: money(bounds.lower), upper: money(bounds.upper) });
}
