import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useStore } from 'zustand';
import { createApiClient, errorCodeOf, unwrap } from '@platform/api-client';
import type { ErrorCode } from '@platform/domain';
import { formatTaxId } from '@platform/i18n';
import { Button, EmptyState, Loading, PageHeader, Table } from '@platform/ui';
import { useLocaleControl, useShell } from '../app/shell-context';
import { BrokerCommissionRates } from './broker-commission-rates';

interface Brokerage {
  id: string;
  legal_name: string;
  tax_id_type: string;
  tax_id: string;
}

type List = { status: 'loading' } | { status: 'error'; code: ErrorCode } | { status: 'success'; items: Brokerage[] };

/**
 * `/ops/brokerages`: the approved brokerages, each with the commission rates operations negotiated
 * with it per product (docs/checkout.md "Broker's pay").
 */
export function OpsBrokeragesPage() {
  const { session, apiBaseUrl, auth } = useShell();
  const { locale } = useLocaleControl();
  const intl = useIntl();
  const token = useStore(session, (s) => s.user.token);
  const [list, setList] = useState<List>({ status: 'loading' });
  const [open, setOpen] = useState<Brokerage | null>(null);
  const api = useMemo(
    () => createApiClient({ baseUrl: apiBaseUrl, authorize: (request) => auth.authorize(request, token ?? '') }),
    [apiBaseUrl, auth, token],
  );

  useEffect(() => {
    if (!token) return;
    let live = true;
    unwrap(api.GET('/v3/operations/brokers', { params: { query: { status: 'APPROVED' } } })).then(
      (answer) => live && setList({ status: 'success', items: answer.items }),
      (error: unknown) => live && setList({ status: 'error', code: errorCodeOf(error) }),
    );
    return () => {
      live = false;
    };
  }, [token, api]);

  return (
    <section className="ui-page" aria-labelledby="ops-brokerages-title">
      <PageHeader
        title={<FormattedMessage id="shell.ops.brokerages.title" />}
        titleId="ops-brokerages-title"
        description={<FormattedMessage id="shell.ops.brokerages.text" />}
      />
      {list.status === 'loading' && <Loading label={intl.formatMessage({ id: 'common.loading' })} />}
      {list.status === 'error' && <p role="alert">{intl.formatMessage({ id: `error.${list.code}` })}</p>}
      {list.status === 'success' &&
        (list.items.length === 0 ? (
          <EmptyState
            title={intl.formatMessage({ id: 'shell.ops.brokerages.empty' })}
            text={intl.formatMessage({ id: 'shell.ops.brokerages.emptyText' })}
          />
        ) : (
          <Table
            caption={intl.formatMessage({ id: 'shell.ops.brokerages.title' })}
            columns={[
              { key: 'name', header: intl.formatMessage({ id: 'shell.ops.brokerages.name' }) },
              { key: 'taxId', header: intl.formatMessage({ id: 'shell.ops.brokerages.taxId' }) },
              { key: 'rates', header: intl.formatMessage({ id: 'shell.ops.brokerages.rates' }) },
            ]}
            rows={list.items.map((brokerage) => ({
              key: brokerage.id,
              cells: {
                name: brokerage.legal_name,
                taxId: formatTaxId(brokerage.tax_id_type, brokerage.tax_id),
                rates: (
                  <Button
                    variant="secondary"
                    onClick={() => setOpen(brokerage)}
                    aria-label={intl.formatMessage(
                      { id: 'shell.ops.brokerages.ratesOf' },
                      { name: brokerage.legal_name },
                    )}
                  >
                    <FormattedMessage id="shell.ops.brokerages.rates" />
                  </Button>
                ),
              },
            }))}
          />
        ))}
      {open && <BrokerCommissionRates api={api} brokerage={open} locale={locale} onClose={() => setOpen(null)} />}
    </section>
  );
}
