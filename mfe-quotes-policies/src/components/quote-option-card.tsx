import type { ReactNode } from 'react';
import type { Locale } from '@platform/domain';
import { formatDate } from '@platform/domain/formatting';
import { fromCents } from '@platform/domain/money';
import {
  Card,
  Cluster,
  DescriptionList,
  Price,
  Stack,
  StatusBadge,
  type DescriptionItem,
} from '@platform/ui/page-parts';
import { formatMoney, formatRetentionText } from '../lib/format-money';
import { priceCaption } from '../lib/price-caption';
import { quotePrice } from '../lib/quote-price';
import type { QuoteRow } from '../lib/quotes';
import { quoteTexts } from '../lib/quote-texts';

/**
 * One option as the customer weighs it (docs/underwriting.md, "The quote moment"): the price a year
 * with IOF and the interest-free instalment first, then the limit and the retention, then the rest
 * of its figures; the recommended option (the row's flag) is the highlighted card.
 */
export function QuoteOptionCard({
  quote,
  locale,
  title,
  headingId,
  headingLevel = 2,
  as = 'article',
  full = false,
  children,
}: {
  quote: QuoteRow;
  locale: Locale;
  title: string;
  headingId: string;
  headingLevel?: 2 | 3;
  as?: 'article' | 'li';
  /** The premium before taxes too (the proposal's figure): on the option's own page, not side by side. */
  full?: boolean;
  /** The option's actions (select, proposal, details). */
  children?: ReactNode;
}) {
  const texts = quoteTexts(locale);
  const { text } = texts;
  const money = (cents: number) => formatMoney(fromCents(cents), quote.currency, locale);
  const price = quotePrice(quote);
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const items: DescriptionItem[] = [
    {
      term: text('quote.limit'),
      description: quote.coverage_limit ? formatMoney(quote.coverage_limit, quote.currency, locale) : '—',
      kind: 'money',
    },
    {
      term: text('quote.retention'),
      description: quote.retention ? formatRetentionText(quote.retention, quote.currency, locale) : '—',
      kind: 'money',
    },
  ];
  if (full && quote.gross_premium)
    items.push({
      term: text('quote.premium'),
      description: formatMoney(quote.gross_premium, quote.currency, locale),
      kind: 'money',
    });
  // A desk's charges (a US state's) are lines of their own, beside the premium, wherever the option shows.
  for (const charge of quote.charges ?? [])
    items.push({
      term: text(`quote.charge.${charge.code}`),
      description: formatMoney(charge.amount, quote.currency, locale),
      kind: 'money',
    });
  // A written-out date may wrap in a card's narrow column (kind 'date' would keep it on one line).
  if (quote.expires_at)
    items.push({ term: text('quote.validUntil'), description: formatDate(quote.expires_at, locale) });

  return (
    <Card as={as} tone={quote.recommended ? 'highlight' : 'default'} padding="md" aria-labelledby={headingId}>
      <Stack gap={4}>
        <Stack gap={1}>
          <Heading id={headingId}>{title}</Heading>
          <span>{quote.insurer ?? text('quotes.insurerPending')}</span>
        </Stack>
        <Cluster gap={1}>
          {quote.recommended && <span className="ui-badge ui-badge--success">{text('quotes.recommended')}</span>}
          <StatusBadge status={quote.status} label={text(`quotes.status.${quote.status}`)} />
        </Cluster>
        {price ? (
          <Price amount={money(price.annual)} caption={priceCaption(texts, price, money(price.instalment))} />
        ) : (
          <p>{text('quote.searchingNote')}</p>
        )}
        <DescriptionList label={title} items={items} />
        {children && <Cluster gap={2}>{children}</Cluster>}
      </Stack>
    </Card>
  );
}
