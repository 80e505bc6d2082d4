import type { IntlShape } from 'react-intl';
import {
  countryOfTaxIdType,
  currencyOf,
  formatCurrency,
  formatLimit,
  formatRetention,
  revenueBandBounds,
  type Currency,
  type Locale,
  type Question,
} from '@platform/domain';

/**
 * The account's currency: its tax id type says its country (an RFC is Mexico's), else the locale's.
 * Revenue, limits and retentions are answered in it (issue 28), whatever language the reader uses.
 */
export const accountCurrency = (taxIdType: string | null | undefined, locale: Locale): Currency =>
  currencyOf(countryOfTaxIdType(taxIdType ?? '') ?? locale.country);

const whole = { maximumFractionDigits: 0 };

/**
 * An option that is an amount (`question.amounts`) in words of the account's currency: a limit
 * (`MX$3,500,000`), a retention, or a revenue band ("Under MX$875,000"); null when the option is no
 * amount (R_NONE, an unknown code) and the option's own message names it.
 */
export function amountOptionText(
  intl: IntlShape,
  question: Question | undefined,
  option: string,
  currency: Currency,
  locale: Locale,
): string | null {
  switch (question?.amounts) {
    case 'coverage_limit':
      return formatLimit(option, currency, locale);
    case 'retention': {
      const text = formatRetention(option, currency, locale);
      return text === option ? null : text;
    }
    case 'revenue_band': {
      const bounds = revenueBandBounds(option, currency);
      if (!bounds) return null;
      const money = (amount: number) => formatCurrency(amount, currency, locale, whole);
      if (bounds.lower === null)
        return intl.formatMessage({ id: 'ipaf.amounts.under' }, { amount: money(bounds.upper!) });
      if (bounds.upper === null)
        return intl.formatMessage({ id: 'ipaf.amounts.over' }, { amount: money(bounds.lower) });
      return intl.formatMessage(
        { id: 'ipaf.amounts.between' },
        { lower: money(bounds.lower), upper: money(bounds.upper) },
      );
    }
    default:
      return null;
  }
}
