import type { IntlShape } from 'react-intl';
import { DEFAULT_LOCALE, type AnswerValue, type Locale, type Question } from '@platform/domain';
import { formatCurrency, formatDate, formatPercent, formatPostalCode, formatTaxId } from '@platform/i18n';
import { accountCurrency, amountOptionText } from '@platform/i18n/questionnaire';

/**
 * An answer in words, for the conflict view and the review: options by label, yes/no, lists joined,
 * a tax id as its country writes it (the account's `taxIdType`), money and amount options in the
 * account's currency (its tax id type's country, else the locale's), dates, numbers, percentages and postal codes as the locale writes them (the one formatter).
 */
export function answerText(
  intl: IntlShape,
  question: Question | undefined,
  value: AnswerValue | undefined,
  taxIdType?: string | null,
  locale: Locale = DEFAULT_LOCALE,
): string {
  if (value === undefined || value === null || value === '') return intl.formatMessage({ id: 'ipaf.onePage.noAnswer' });
  if (question?.type === 'tax_id' && typeof value === 'string' && taxIdType) return formatTaxId(taxIdType, value);
  const currency = accountCurrency(taxIdType, locale);
  if (question?.type === 'money' && typeof value === 'string') return formatCurrency(value, currency, locale);
  if (question?.type === 'date' && typeof value === 'string') return formatDate(value, locale);
  if (question?.mask === 'postal_code' && typeof value === 'string') return formatPostalCode(locale.country, value);
  if (typeof value === 'number' && question?.unit === 'percent') return formatPercent(value / 100, locale);
  if (typeof value === 'number') return intl.formatNumber(value);
  if (typeof value === 'boolean') return intl.formatMessage({ id: value ? 'ipaf.onePage.yes' : 'ipaf.onePage.no' });
  const label = (item: string) =>
    question?.options?.includes(item)
      ? (amountOptionText(intl, question, item, currency, locale) ??
        intl.formatMessage({ id: `ipaf.q.${question.id}.${item}` }))
      : item;
  if (Array.isArray(value))
    return value.every((item) => typeof item === 'string')
      ? intl.formatList((value as string[]).map(label))
      : intl.formatMessage({ id: 'ipaf.onePage.rows' }, { count: value.length });
  return typeof value === 'string' ? label(value) : String(value);
}
