import { brokerCommission, checkoutSummary, fromCents, toCents } from '@platform/domain';
import { DescriptionList, Price, Section, Stack, type DescriptionItem } from '@platform/ui';
import { usePlatform } from '@platform/remote-kit';
import { formatMoney } from '../../../lib/format-money';
import { useText } from '@platform/i18n';

/**
 * The summary of spec section 3, computed with the same domain function the API runs (the API
 * recomputes it and keeps its own): gross premium, interest, IOF, total, instalments and the
 * instalment amount, in the quote's currency and the user's locale; the broker's commission as an
 * amount when a broker is involved (CNSP Resolution 382/2020).
 */
export function CheckoutSummaryView({
  grossPremium,
  currency,
  instalments,
  broker,
}: {
  grossPremium: string;
  currency: string;
  instalments: number;
  broker: { name: string; commission_rate: number } | null;
}) {
  const { locale } = usePlatform();
  const text = useText();
  const gross = toCents(grossPremium);
  const summary = checkoutSummary(gross, instalments);
  const money = (cents: number) => formatMoney(fromCents(cents), currency, locale);
  const first = summary.instalments[0]!.amount;
  const regular = summary.instalments.at(-1)!.amount;
  const items: DescriptionItem[] = [
    { term: text('checkout.summary.gross'), description: money(summary.grossPremium), kind: 'money' },
    { term: text('checkout.summary.interest'), description: money(summary.interest), kind: 'money' },
    { term: text('checkout.summary.iof'), description: money(summary.iof), kind: 'money' },
    { term: text('checkout.summary.total'), description: money(summary.totalPremium), kind: 'money' },
    { term: text('checkout.summary.instalments'), description: String(instalments), kind: 'number' },
    {
      term: text('checkout.summary.instalmentAmount'),
      description:
        first === regular
          ? money(regular)
          : text('checkout.summary.firstThenRegular', {
              first: money(first),
              regular: money(regular),
              rest: instalments - 1,
            }),
    },
  ];
  if (broker)
    items.push({
      term: text('checkout.summary.brokerCommission', { broker: broker.name }),
      description: money(brokerCommission(gross, broker.commission_rate)),
      kind: 'money',
    });
  return (
    <Section title={text('checkout.summary.title')}>
      <Stack gap={3}>
        <Price
          amount={money(summary.totalPremium)}
          caption={text('checkout.summary.priceCaption', { count: instalments, amount: money(regular) })}
        />
        <DescriptionList label={text('checkout.summary.title')} items={items} />
        {broker && <p>{text('checkout.summary.brokerNote')}</p>}
      </Stack>
    </Section>
  );
}
