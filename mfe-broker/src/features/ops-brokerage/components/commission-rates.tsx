import { useState } from 'react';
import { useIntl } from 'react-intl';
import { commissionRateProblem, type Locale } from '@platform/domain';
import { formatPercent } from '@platform/i18n';
import { FormError, QueryFallback, usePlatform } from '@platform/remote-kit';
import { usePlatformForm } from '@platform/remote-kit/forms';
import { Button, Cluster, Notice, Stack, TextField } from '@platform/ui';
import { useCommissionRates, type CommissionRates as Rates } from '../api/get-commission-rates';
import { useSetCommissionRate } from '../api/set-commission-rate';
import { percentOfRate, rateOfPercent } from '../rate-of-percent';

type Rate = Rates['items'][number];

/**
 * The commission rates operations negotiated with the brokerage, a form per product
 * (docs/checkout.md "Broker's pay"). Each saves on its own with the version it was read with; a
 * stale one says so and the rates are read again.
 */
export function CommissionRates({ brokerId }: { brokerId: string }) {
  const intl = useIntl();
  const { locale } = usePlatform();
  const rates = useCommissionRates(brokerId);
  const [saved, setSaved] = useState<string | null>(null);
  if (rates.status !== 'success') return <QueryFallback query={rates} />;
  const percent = (rate: number) => formatPercent(rate, locale);
  return (
    <Stack gap={4}>
      <p>
        {intl.formatMessage(
          { id: 'broker.ops.rates.hint' },
          {
            min: percent(rates.data.min),
            max: percent(rates.data.max),
            default: percent(rates.data.default_rate),
          },
        )}
      </p>
      {saved && (
        <div role="status">
          <Notice type="success" title={saved} />
        </div>
      )}
      {rates.data.items.map((item) => (
        // Read again after a save or a stale refusal: the hint says the rate as it stands, the next
        // save carries its version, and what was typed stays.
        <RateForm
          key={item.product}
          brokerId={brokerId}
          rates={rates.data}
          item={item}
          locale={locale}
          onSaved={setSaved}
        />
      ))}
    </Stack>
  );
}

function RateForm({
  brokerId,
  rates,
  item,
  locale,
  onSaved,
}: {
  brokerId: string;
  rates: Rates;
  item: Rate;
  locale: Locale;
  onSaved: (text: string | null) => void;
}) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const percent = (rate: number) => formatPercent(rate, locale);
  const save = useSetCommissionRate(brokerId);
  const product = text(`broker.ops.rates.product.${item.product}`);
  const form = usePlatformForm<{ rate: string }>({
    defaultValues: { rate: item.rate === null ? '' : percentOfRate(item.rate) },
  });
  const outOfBounds = (typed: string) => {
    const rate = rateOfPercent(typed);
    return (
      rate === null ||
      Number.isNaN(rate) ||
      commissionRateProblem(rate) !== null ||
      rate < rates.min ||
      rate > rates.max
    );
  };
  const submit = form.submit(async ({ rate }) => {
    onSaved(null);
    const value = rateOfPercent(rate)!;
    await save.mutateAsync({ product: item.product, rate: value, version: item.version });
    onSaved(text('broker.ops.rates.saved', { product, rate: percent(value) }));
  });
  const kind = text(item.rate === null ? 'broker.ops.rates.default' : 'broker.ops.rates.negotiated');
  return (
    <Stack as="form" gap={2} noValidate onSubmit={(event) => void submit(event)} aria-label={product}>
      <TextField
        label={text('broker.ops.rates.rate', { product })}
        inputMode="decimal"
        placeholder={percentOfRate(rates.default_rate)}
        hint={text('broker.ops.rates.current', { rate: `${percent(item.effective_rate)} (${kind})` })}
        // The bounds' text needs the bounds: said here, not through the form's message lookup.
        {...form.register('rate', { validate: (typed) => !outOfBounds(typed) })}
        error={
          form.formState.errors.rate?.type === 'validate'
            ? text('broker.ops.rates.outOfBounds', { min: percent(rates.min), max: percent(rates.max) })
            : form.errorText('rate')
        }
      />
      <FormError code={form.formError} />
      <Cluster>
        <Button type="submit" variant="secondary" loading={form.busy}>
          {text('broker.ops.rates.save', { product })}
        </Button>
      </Cluster>
    </Stack>
  );
}
