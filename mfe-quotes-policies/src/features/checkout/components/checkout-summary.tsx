import { useIntl } from 'react-intl';
import { brokerCommission, checkoutSummary, fromCents, toCents } from '@platform/domain';
import { DetailsList } from '@platform/ui';
import { usePlatform } from '@platform/remote-kit';
import { formatMoney } from '../../../lib/format-money';

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
  const intl = useIntl();
  const { locale } = usePlatform();
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const gross = toCents(grossPremium);
  const summary = checkoutSummary(gross, instalments);
  const money = (cents: number) => formatMoney(fromCents(cents), currency, locale);
  const first = summary.instalments[0]!.amount;
  const regular = summary.instalments.at(-1)!.amount;
  const items = [
    { label: text('checkout.summary.gross'), value: money(summary.grossPremium) },
    { label: text('checkout.summary.interest'), value: money(summary.interest) },
    { label: text('checkout.summary.iof'), value: money(summary.iof) },
    { label: text('checkout.summary.total'), value: money(summary.totalPremium) },
    { label: text('checkout.summary.instalments'), value: String(instalments) },
    {
      label: text('checkout.summary.instalmentAmount'),
      value:
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
      label: text('checkout.summary.brokerCommission', { broker: broker.name }),
      value: money(brokerCommission(gross, broker.commission_rate)),
    });
  return (
    <section aria-labelledby="checkout-summary-title" className="checkout-summary">
      <h2 id="checkout-summary-title">{text('checkout.summary.title')}</h2>
      <DetailsList label={text('checkout.summary.title')} items={items} />
      {broker && <p>{text('checkout.summary.brokerNote')}</p>}
    </section>
  );
}
