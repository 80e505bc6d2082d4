import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ApiClient } from '@platform/api-client';
import { errorCodeOf, unwrap } from '@platform/api-client';
import { commissionRateProblem, type Locale, type Product } from '@platform/domain';
import { formatPercent } from '@platform/i18n';
import { Button, Loading, Modal, TextField } from '@platform/ui';

interface Rate {
  product: Product;
  rate: number | null;
  effective_rate: number;
  version: number;
}
interface Rates {
  min: number;
  max: number;
  default_rate: number;
  items: Rate[];
}

/** "17,5" or "17.5" (percent, two decimals at most) as the fraction the API takes, or null. */
export function rateOfPercent(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  if (!text.trim() || !Number.isFinite(value)) return null;
  const rate = Math.round(value * 100) / 10_000;
  // More than two decimals typed is refused, not rounded away.
  return Math.abs(rate * 100 - value) > 1e-9 ? Number.NaN : rate;
}

/**
 * The commission rates operations negotiated with one brokerage, a field per product (docs/checkout.md
 * "Broker's pay"). Each saves on its own with the version it was loaded with; a stale one reloads.
 */
export function BrokerCommissionRates({
  api,
  brokerage,
  locale,
  onClose,
}: {
  api: ApiClient;
  brokerage: { id: string; legal_name: string };
  locale: Locale;
  onClose: () => void;
}) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const percent = (rate: number) => formatPercent(rate, locale);
  const [rates, setRates] = useState<Rates | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [drafts, setDrafts] = useState<Partial<Record<Product, string>>>({});
  const [problems, setProblems] = useState<Partial<Record<Product, string>>>({});
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState<Product | null>(null);

  const load = useCallback(
    () =>
      unwrap(api.GET('/v3/operations/brokers/{id}/commission-rates', { params: { path: { id: brokerage.id } } })).then(
        (answer) => {
          setRates(answer);
          setLoadError(null);
        },
        (error: unknown) => setLoadError(`error.${errorCodeOf(error)}`),
      ),
    [api, brokerage.id],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const save = async (item: Rate) => {
    if (!rates) return;
    const productName = text(`shell.ops.brokerages.product.${item.product}`);
    const rate = rateOfPercent(drafts[item.product] ?? '');
    setSaved(null);
    if (rate === null || commissionRateProblem(rate) || rate < rates.min || rate > rates.max) {
      setProblems((now) => ({
        ...now,
        [item.product]: text('shell.ops.brokerages.outOfBounds', { min: percent(rates.min), max: percent(rates.max) }),
      }));
      return;
    }
    setBusy(item.product);
    try {
      await unwrap(
        api.PUT('/v3/operations/brokers/{id}/commission-rates', {
          params: { path: { id: brokerage.id } },
          body: { product: item.product, rate, version: item.version },
        }),
      );
      setProblems((now) => ({ ...now, [item.product]: undefined }));
      setDrafts((now) => ({ ...now, [item.product]: undefined }));
      setSaved(text('shell.ops.brokerages.saved', { product: productName, rate: percent(rate) }));
      await load();
    } catch (error) {
      const code = errorCodeOf(error);
      setProblems((now) => ({
        ...now,
        [item.product]: code === 'STALE_VERSION' ? text('shell.ops.brokerages.stale') : text(`error.${code}`),
      }));
      if (code === 'STALE_VERSION') await load();
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal
      open
      title={text('shell.ops.brokerages.ratesOf', { name: brokerage.legal_name })}
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {text('shell.ops.brokerages.close')}
        </Button>
      }
    >
      {!rates && !loadError && <Loading label={text('common.loading')} />}
      {loadError && <p role="alert">{text(loadError)}</p>}
      {rates && (
        <>
          <p>
            {text('shell.ops.brokerages.ratesHint', {
              min: percent(rates.min),
              max: percent(rates.max),
              default: percent(rates.default_rate),
            })}
          </p>
          {saved && <p role="status">{saved}</p>}
          {rates.items.map((item) => (
            <form
              key={item.product}
              className="ui-stack"
              onSubmit={(event) => {
                event.preventDefault();
                void save(item);
              }}
            >
              <TextField
                label={text('shell.ops.brokerages.rate', {
                  product: text(`shell.ops.brokerages.product.${item.product}`),
                })}
                inputMode="decimal"
                value={drafts[item.product] ?? (item.rate === null ? '' : String(Math.round(item.rate * 10_000) / 100))}
                placeholder={String(rates.default_rate * 100)}
                onChange={(event) => setDrafts((now) => ({ ...now, [item.product]: event.target.value }))}
                hint={text('shell.ops.brokerages.current', {
                  rate: `${percent(item.effective_rate)} (${text(
                    item.rate === null ? 'shell.ops.brokerages.default' : 'shell.ops.brokerages.negotiated',
                  )})`,
                })}
                error={problems[item.product]}
              />
              <Button type="submit" variant="primary" disabled={busy !== null}>
                {text('shell.ops.brokerages.save')}
              </Button>
            </form>
          ))}
        </>
      )}
    </Modal>
  );
}
