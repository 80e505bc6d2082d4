import type { IntlShape } from 'react-intl';
import {
  countryOfTaxIdType,
  currencyOf,
  formatLimit,
  formatRetention,
  type Currency,
  type Locale,
  type Question,
} from '@platform/domain';
import { revenueBandText } from '../revenue-band';

/**
 * The account's currency: its tax id type says its country (an RFC is Mexico's), else the locale's.
 * Revenue, limits and retentions are answered in it (issue 28), whatever language the reader uses.
 */
export const accountCurrency = (taxIdType: string | null | undefined, locale: Locale): Currency =>
  currencyOf(countryOfTaxIdType(taxIdType ?? '') ?? locale.country);

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
    case 'revenue_band':
      return revenueBandText(intl, option, currency, locale);
    default:
      return null;
  }
}
