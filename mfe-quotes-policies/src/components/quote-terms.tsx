import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { IOF_RATE, MONTHLY_INTEREST } from '@platform/domain';
import { formatDate, formatPercent } from '@platform/i18n';
import { usePlatform } from '@platform/remote-kit';
import { DetailsList } from '@platform/ui';
import { formatMoney } from '../lib/format-money';
import type { QuoteRow } from '../lib/quotes';

/**
 * What an option covers and asks for: coverages (with their sublimits), exclusions,
 * subjectivities with their due point, payment, retroactive date, territorial scope and the
 * insurer's registration code.
 */
export function QuoteTerms({ quote, headingLevel = 2 }: { quote: QuoteRow; headingLevel?: 2 | 3 }) {
  const intl = useIntl();
  const { locale } = usePlatform();
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const Heading = `h${headingLevel + 1}` as 'h3' | 'h4';
  const list = (items: ReactNode[]) =>
    items.length ? (
      <ul>
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    ) : (
      <p>
        <FormattedMessage id="quote.none" />
      </p>
    );
  const facts: { label: string; value: ReactNode }[] = [
    {
      label: text('quote.payment'),
      value: text('quote.paymentText', {
        rate: formatPercent(MONTHLY_INTEREST, locale),
        iof: formatPercent(IOF_RATE, locale),
      }),
    },
  ];
  if (quote.retroactive_date)
    facts.push({ label: text('quote.retroactiveDate'), value: formatDate(quote.retroactive_date, locale) });
  if (quote.territorial_scope)
    facts.push({ label: text('quote.territorialScope'), value: text(`terms.scope.${quote.territorial_scope}`) });
  if (quote.insurance_code) facts.push({ label: text('quote.insuranceCode'), value: quote.insurance_code });

  return (
    <>
      <DetailsList label={text('quote.terms')} items={facts} />
      <Heading>
        <FormattedMessage id="quote.coverages" />
      </Heading>
      {list(
        quote.coverages.map((coverage) => {
          const sublimit = quote.sublimits.find((item) => item.coverage === coverage);
          const name = text(`terms.coverage.${coverage}`);
          return sublimit?.amount
            ? `${name} (${text('quote.sublimit', { amount: formatMoney(sublimit.amount, quote.currency, locale) })})`
            : name;
        }),
      )}
      <Heading>
        <FormattedMessage id="quote.exclusions" />
      </Heading>
      {list(quote.exclusions.map((exclusion) => text(`terms.exclusion.${exclusion}`)))}
      <Heading>
        <FormattedMessage id="quote.subjectivities" />
      </Heading>
      {list(
        quote.subjectivities.map(
          (item) => `${text(`terms.subjectivity.${item.code}`)} (${text(`quote.due.${item.due}`)})`,
        ),
      )}
    </>
  );
}
