import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { formatTaxId } from '@platform/i18n';
import { Building2 } from 'lucide-react';
import { Button, Card, EmptyState, ListStates, Page, Table } from '@platform/ui';
import { useLocaleControl } from '../app/shell-context';
import { BrokerCommissionRates } from './broker-commission-rates';
import { itemsOf, OpsListFallback, useOpsBrokers, type OpsBrokerage } from './ops-brokers-list';

/**
 * `/ops/brokerages`: the approved brokerages, each with the commission rates operations negotiated
 * with it per product (docs/checkout.md "Broker's pay").
 */
export function OpsBrokeragesPage() {
  const { locale } = useLocaleControl();
  const intl = useIntl();
  const { api, list } = useOpsBrokers('APPROVED');
  const [open, setOpen] = useState<OpsBrokerage | null>(null);

  return (
    <Page
      title={<FormattedMessage id="shell.ops.brokerages.title" />}
      titleId="ops-brokerages-title"
      description={<FormattedMessage id="shell.ops.brokerages.text" />}
    >
      <ListStates
        items={itemsOf(list)}
        fallback={<OpsListFallback list={list} />}
        empty={
          <Card>
            <EmptyState
              icon={<Building2 size={40} strokeWidth={1.5} />}
              title={intl.formatMessage({ id: 'shell.ops.brokerages.empty' })}
              text={intl.formatMessage({ id: 'shell.ops.brokerages.emptyText' })}
            />
          </Card>
        }
      >
        {(items) => (
          <Table
            caption={intl.formatMessage({ id: 'shell.ops.brokerages.title' })}
            columns={[
              { key: 'name', header: intl.formatMessage({ id: 'shell.ops.brokerages.name' }) },
              { key: 'taxId', header: intl.formatMessage({ id: 'shell.ops.brokerages.taxId' }), kind: 'code' },
              { key: 'rates', header: intl.formatMessage({ id: 'shell.ops.brokerages.rates' }) },
            ]}
            rows={items.map((brokerage) => ({
              key: brokerage.id,
              cells: {
                // The brokerage's own ops page (its KAM) is mfe-broker's ops/brokers/:brokerId.
                name: <Link to={`/ops/brokers/${brokerage.id}`}>{brokerage.legal_name}</Link>,
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
        )}
      </ListStates>
      {open && <BrokerCommissionRates api={api} brokerage={open} locale={locale} onClose={() => setOpen(null)} />}
    </Page>
  );
}
