import type { IntlShape } from 'react-intl';
import type { AnswerValue, Question } from '@platform/domain';
import { formatTaxId } from '@platform/i18n';

/**
 * An answer in words, for the conflict view and the review: options by label, yes/no, lists joined,
 * a tax id as its country writes it (the account's `taxIdType`).
 */
export function answerText(
  intl: IntlShape,
  question: Question | undefined,
  value: AnswerValue | undefined,
  taxIdType?: string | null,
): string {
  if (value === undefined || value === null || value === '') return intl.formatMessage({ id: 'ipaf.onePage.noAnswer' });
  if (question?.type === 'tax_id' && typeof value === 'string' && taxIdType) return formatTaxId(taxIdType, value);
  if (typeof value === 'boolean') return intl.formatMessage({ id: value ? 'ipaf.onePage.yes' : 'ipaf.onePage.no' });
  const label = (item: string) =>
    question?.options?.includes(item) ? intl.formatMessage({ id: `ipaf.q.${question.id}.${item}` }) : item;
  if (Array.isArray(value))
    return value.every((item) => typeof item === 'string')
      ? intl.formatList((value as string[]).map(label))
      : intl.formatMessage({ id: 'ipaf.onePage.rows' }, { count: value.length });
  return typeof value === 'string' ? label(value) : String(value);
}
