import {
  brokerCommission,
  checkoutRulesOf,
  countryCheckout,
  fromCents,
  instalmentChargeOf,
  toCents,
  type Country,
} from '@platform/domain';
import { DescriptionList, Price, Section, Stack, type DescriptionItem } from '@platform/ui';
import { usePlatform } from '@platform/remote-kit';
import { formatMoney } from '../../../lib/format-money';
import { formatPercent, useText } from '@platform/i18n';

/** The desk's charges the screen has words for; another code is shown as it is written. */
const NAMED_CHARGES = ['SURPLUS_LINES_TAX', 'STAMPING_FEE'];

/**
 * The summary of spec section 3 in the account's country (issue 28), computed with the same domain
 * function the API runs (the API recomputes it and keeps its own): net premium, interest or
 * surcharge, policy fee when there is one, each tax with its rate, the desk's charges, total,
 * instalments and the instalment amount, in the quote's currency and the user's locale; the
 * broker's commission as an amount when a broker is involved (CNSP Resolution 382/2020 in Brazil).
 */
export function CheckoutSummaryView({
  grossPremium,
  currency,
  country,
  charges,
  instalments,
  broker,
}: {
  grossPremium: string;
  currency: string;
  country: Country;
  charges: readonly { code: string; amount: string }[];
  instalments: number;
  broker: { name: string; commission_rate: number } | null;
}) {
  const { locale } = usePlatform();
  const text = useText();
  const gross = toCents(grossPremium);
  const rules = checkoutRulesOf(country);
  const count = Math.min(instalments, rules.instalments.max);
  const summary = countryCheckout(
    rules,
    gross,
    count,
    charges.map((line) => ({ code: line.code, amount: toCents(line.amount) })),
  );
  const money = (cents: number) => formatMoney(fromCents(cents), currency, locale);
  const first = summary.instalments[0]!.amount;
  const regular = summary.instalments.at(-1)!.amount;
  const items: DescriptionItem[] = [
    { term: text('checkout.summary.gross'), description: money(summary.grossPremium), kind: 'money' },
    {
      term: text(
        instalmentChargeOf(country) === 'SURCHARGE' ? 'checkout.summary.surcharge' : 'checkout.summary.interest',
      ),
      description: money(summary.interest),
      kind: 'money',
    },
  ];
  if (summary.policyFee > 0)
    items.push({ term: text('checkout.summary.policyFee'), description: money(summary.policyFee), kind: 'money' });
  for (const tax of summary.taxes)
    items.push({
      term: text('checkout.summary.tax', {
        name: text(`checkout.tax.${tax.code}`),
        rate: formatPercent(tax.rate, locale),
      }),
      description: money(tax.amount),
      kind: 'money',
    });
  for (const charge of summary.charges)
    items.push({
      term: NAMED_CHARGES.includes(charge.code)
        ? text(`checkout.charge.${charge.code}`)
        : text('checkout.charge.other', { code: charge.code }),
      description: money(charge.amount),
      kind: 'money',
    });
  items.push(
    { term: text('checkout.summary.total'), description: money(summary.totalPremium), kind: 'money' },
    { term: text('checkout.summary.instalments'), description: String(count), kind: 'number' },
    {
      term: text('checkout.summary.instalmentAmount'),
      description:
        first === regular
          ? money(regular)
          : text('checkout.summary.firstThenRegular', {
              first: money(first),
              regular: money(regular),
              rest: count - 1,
            }),
    },
  );
  if (broker)
    items.push({
      term: text('checkout.summary.brokerCommission', { broker: broker.name }),
      description: money(brokerCommission(gross, broker.commission_rate)),
      kind: 'money',
    });
  const taxNames = [...new Set(summary.taxes.map((tax) => text(`checkout.tax.${tax.code}`)))].join(', ');
  const caption = { count, amount: money(regular), taxes: taxNames };
  return (
    <Section title={text('checkout.summary.title')}>
      <Stack gap={3}>
        <Price
          amount={money(summary.totalPremium)}
          caption={text(taxNames ? 'checkout.summary.priceCaption' : 'checkout.summary.priceCaptionNoTax', caption)}
        />
        <DescriptionList label={text('checkout.summary.title')} items={items} />
        {broker && country === 'br' && <p>{text('checkout.summary.brokerNote')}</p>}
      </Stack>
    </Section>
  );
}
