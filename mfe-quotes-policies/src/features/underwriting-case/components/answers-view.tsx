import { useIntl, type IntlShape } from 'react-intl';
import { definitionsFor, isShown, type AnswerValue, type Answers, type Locale, type Question } from '@platform/domain';
import { formatCurrency, formatTaxId } from '@platform/i18n';
import { usePlatform } from '@platform/remote-kit';
import { Card, DescriptionList, Stack } from '@platform/ui';

/** Whose answers they are: the account's tax id type and its currency, and who reads them. */
interface Reading {
  taxIdType: string;
  currency: string;
  locale: Locale;
}

/**
 * An answer in words: options by their labels, yes/no, lists joined, a table by its row count, a
 * tax id as its country writes it (the account's `taxIdType`), money in the company's currency as
 * the reader's language writes numbers.
 */
function answerText(intl: IntlShape, question: Question, value: AnswerValue | undefined, reading: Reading): string {
  if (value === undefined || value === null || value === '') return intl.formatMessage({ id: 'desk.case.noAnswer' });
  if (question.type === 'tax_id' && typeof value === 'string') return formatTaxId(reading.taxIdType, value);
  if (question.type === 'money' && typeof value === 'string')
    return formatCurrency(value, reading.currency, reading.locale);
  if (typeof value === 'boolean') return intl.formatMessage({ id: value ? 'desk.case.yes' : 'desk.case.no' });
  const label = (item: string) =>
    question.options?.includes(item) ? intl.formatMessage({ id: `ipaf.q.${question.id}.${item}` }) : item;
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
  /** The account's currency: its revenue and assets are in it, whoever reads them. */
  currency: string;
}) {
  const intl = useIntl();
  const { locale } = usePlatform();
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
                    description: answerText(intl, question, given[question.id], { taxIdType, currency, locale }),
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
