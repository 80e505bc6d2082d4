import { useIntl, type IntlShape } from 'react-intl';
import {
  definitionsFor,
  isShown,
  type AnswerValue,
  type Answers,
  type Currency,
  type Locale,
  type Question,
} from '@platform/domain';
import { formatCurrency, formatTaxId } from '@platform/i18n';
import { amountOptionText } from '@platform/i18n/questionnaire';
import { usePlatform } from '@platform/remote-kit';
import { Card, DescriptionList, Stack } from '@platform/ui';

/** How the answers are written: the account's tax id type and currency, the reader's locale. */
interface AnswerFormat {
  taxIdType: string;
  currency: Currency;
  locale: Locale;
}

/**
 * An answer in words: options by their labels (amounts in the account's currency), yes/no, lists
 * joined, a table by its row count, money in the account's currency, a tax id as its country writes it.
 */
function answerText(intl: IntlShape, question: Question, value: AnswerValue | undefined, format: AnswerFormat): string {
  if (value === undefined || value === null || value === '') return intl.formatMessage({ id: 'desk.case.noAnswer' });
  if (question.type === 'tax_id' && typeof value === 'string') return formatTaxId(format.taxIdType, value);
  if (question.type === 'money' && typeof value === 'string')
    return formatCurrency(value, format.currency, format.locale);
  if (typeof value === 'boolean') return intl.formatMessage({ id: value ? 'desk.case.yes' : 'desk.case.no' });
  const label = (item: string) =>
    question.options?.includes(item)
      ? (amountOptionText(intl, question, item, format.currency, format.locale) ??
        intl.formatMessage({ id: `ipaf.q.${question.id}.${item}` }))
      : item;
  if (Array.isArray(value))
    return value.every((item) => typeof item === 'string')
      ? intl.formatList((value as string[]).map(label))
      : intl.formatMessage({ id: 'desk.case.rows' }, { count: value.length });
  return typeof value === 'string' ? label(value) : String(value);
}

/**
 * The application's answers, read only, rendered from the questionnaire definitions it was
 * answered under (the approach of mfe-ipaf's forms demo: walk the definitions, show each section
 * and each question the answers show, with the questionnaire's own words).
 */
export function AnswersView({
  answers,
  definitionVersions,
  taxIdType,
  currency,
}: {
  answers: Record<string, unknown>;
  definitionVersions: Record<string, number>;
  /** The account's tax id type (CNPJ, RFC...): how its tax id answers are written. */
  taxIdType: string;
  /** The account's currency: its revenue, limits and retentions were answered in it. */
  currency: Currency;
}) {
  const intl = useIntl();
  const { locale } = usePlatform();
  const format = { taxIdType, currency, locale };
  const given = answers as Answers;
  return (
    <Stack gap={3}>
      {definitionsFor(definitionVersions).flatMap((definition) =>
        definition.sections.map((section) => {
          const questions = section.questions.filter((question) => isShown(question, given));
          if (!questions.length) return null;
          return (
            <Card key={section.id} as="section" aria-labelledby={`desk-section-${section.id}`}>
              <Stack gap={2}>
                <h3 id={`desk-section-${section.id}`}>{intl.formatMessage({ id: `ipaf.section.${section.id}` })}</h3>
                <DescriptionList
                  label={intl.formatMessage({ id: `ipaf.section.${section.id}` })}
                  columns={2}
                  items={questions.map((question) => ({
                    term: intl.formatMessage({ id: `ipaf.q.${question.id}` }),
                    description: answerText(intl, question, given[question.id], format),
                  }))}
                />
              </Stack>
            </Card>
          );
        }),
      )}
    </Stack>
  );
}
