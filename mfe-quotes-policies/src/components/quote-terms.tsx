import type { Locale } from '@platform/domain';
import { formatDate, formatPercent } from '@platform/domain/formatting';
import { fromCents } from '@platform/domain/money';
import { DescriptionList, Section, Stack, type DescriptionItem } from '@platform/ui/page-parts';
import { formatMoney } from '../lib/format-money';
import { rulesOfCurrency } from '../lib/quote-country';
import type { QuoteRow } from '../lib/quotes';
import { quoteTexts } from '../lib/quote-texts';

/**
 * The fine print of an option, after what it covers: payment, its country's taxes and fees,
 * retroactive date, territorial scope, the insurer's registration with the country's regulator and, unless the screen sends evidence for them itself, the
 * conditions (subjectivities) with their due point.
 */
export function QuoteTerms({
  quote,
  locale,
  withSubjectivities = true,
}: {
  quote: QuoteRow;
  locale: Locale;
  withSubjectivities?: boolean;
}) {
  const { text, list } = quoteTexts(locale);
  const rules = rulesOfCurrency(quote.currency);
  const brazil = rules.country === 'br';
  const plan = rules.instalments;
  // Brazil keeps its sentence (IOF inside it); elsewhere the plan, then the country's taxes and fee.
  const facts: DescriptionItem[] = [
    {
      term: text('quote.payment'),
      description: brazil
        ? text('quote.paymentText', {
            // Brazil's own rules: its monthly interest and IOF (the domain's IOF_RATE, MONTHLY_INTEREST).
            rate: formatPercent(plan.monthlyInterest, locale),
            iof: formatPercent(rules.taxes[0]!.rate, locale),
          })
        : text('quote.paymentPlan', {
            free: plan.maxWithoutInterest,
            max: plan.max,
            rate: formatPercent(plan.monthlyInterest, locale),
          }),
    },
  ];
  if (!brazil) {
    const parts = [
      ...rules.taxes.map((tax) => `${tax.code} ${formatPercent(tax.rate, locale)}`),
      ...(rules.policyFeeCents
        ? [text('quote.policyFee', { amount: formatMoney(fromCents(rules.policyFeeCents), quote.currency, locale) })]
        : []),
    ];
    facts.push({
      term: text('quote.taxes'),
      description: parts.length ? list(parts) : text('quote.stateChargesLines'),
    });
  }
  if (quote.retroactive_date)
    facts.push({
      term: text('quote.retroactiveDate'),
      description: formatDate(quote.retroactive_date, locale),
      kind: 'date',
    });
  if (quote.territorial_scope)
    facts.push({ term: text('quote.territorialScope'), description: text(`terms.scope.${quote.territorial_scope}`) });
  if (quote.insurance_code)
    facts.push({
      term: brazil ? text('quote.insuranceCode') : text('quote.insuranceCodeOf', { regulator: rules.regulator.name }),
      description: quote.insurance_code,
    });

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
