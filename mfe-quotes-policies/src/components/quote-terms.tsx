import { IOF_RATE, MONTHLY_INTEREST } from '@platform/domain';
import { formatDate, formatPercent, useText } from '@platform/i18n';
import { usePlatform } from '@platform/remote-kit';
import { DescriptionList, Section, Stack, type DescriptionItem } from '@platform/ui';
import type { QuoteRow } from '../lib/quotes';

/**
 * The fine print of an option, after what it covers: payment, retroactive date, territorial scope,
 * the insurer's registration code and, unless the screen sends evidence for them itself, the
 * conditions (subjectivities) with their due point.
 */
export function QuoteTerms({ quote, withSubjectivities = true }: { quote: QuoteRow; withSubjectivities?: boolean }) {
  const { locale } = usePlatform();
  const text = useText();
  const facts: DescriptionItem[] = [
    {
      term: text('quote.payment'),
      description: text('quote.paymentText', {
        rate: formatPercent(MONTHLY_INTEREST, locale),
        iof: formatPercent(IOF_RATE, locale),
      }),
    },
  ];
  if (quote.retroactive_date)
    facts.push({
      term: text('quote.retroactiveDate'),
      description: formatDate(quote.retroactive_date, locale),
      kind: 'date',
    });
  if (quote.territorial_scope)
    facts.push({ term: text('quote.territorialScope'), description: text(`terms.scope.${quote.territorial_scope}`) });
  if (quote.insurance_code) facts.push({ term: text('quote.insuranceCode'), description: quote.insurance_code });

  return (
    <Section title={text('quote.terms')}>
      <Stack gap={4}>
        <DescriptionList label={text('quote.terms')} items={facts} />
        {withSubjectivities && (
          <Section title={text('quote.subjectivities')} titleLevel={3}>
            {quote.subjectivities.length ? (
              <Stack as="ul" gap={2}>
                {quote.subjectivities.map((item) => (
                  <li key={item.code}>
                    {`${text(`terms.subjectivity.${item.code}`)} (${text(`quote.due.${item.due}`)})`}
                  </li>
                ))}
              </Stack>
            ) : (
              <p>{text('quote.none')}</p>
            )}
          </Section>
        )}
      </Stack>
    </Section>
  );
}
