import { useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { formatDate, formatTaxId } from '@platform/i18n';
import { EmptyState, ListStates, PageHeader, Table } from '@platform/ui';
import { useLocaleControl } from '../app/shell-context';
import { BrokerDecision } from './broker-decision';
import { itemsOf, OpsListFallback, useOpsBrokers } from './ops-brokers-list';

/** The queues remotes give operations (and the shell's brokerages page), each at `/ops/<queue>` with its `shell.ops.<queue>.*` texts. */
const OPS_QUEUES = ['underwriting', 'claims', 'cyber', 'payments', 'brokerages'] as const;

/**
 * `/ops`: where operations land. Each queue the product gives them is a section here; today the
 * brokerages waiting for approval, approved or refused (with the reason) from the list.
 */
export function OpsHomePage() {
  const { locale } = useLocaleControl();
  const intl = useIntl();
  const [reloads, setReloads] = useState(0);
  const reload = useCallback(() => setReloads((count) => count + 1), []);
  const { api, list: queue } = useOpsBrokers('PENDING_APPROVAL', reloads);

  return (
    <section className="ui-page" aria-labelledby="ops-title">
      <PageHeader title={<FormattedMessage id="shell.ops.title" />} titleId="ops-title" />
      {OPS_QUEUES.map((queue) => (
        <section key={queue} className="ui-card" aria-labelledby={`ops-${queue}-title`}>
          <h2 id={`ops-${queue}-title`}>
            <FormattedMessage id={`shell.ops.${queue}.title`} />
          </h2>
          <p>
            <FormattedMessage id={`shell.ops.${queue}.text`} />
          </p>
          <Link to={`/ops/${queue}`}>
            <FormattedMessage id={`shell.ops.${queue}.open`} />
          </Link>
        </section>
      ))}
      <h2>
        <FormattedMessage id="shell.ops.brokers.title" />
      </h2>
      <ListStates
        items={itemsOf(queue)}
        fallback={<OpsListFallback list={queue} />}
        empty={
          <EmptyState
            title={intl.formatMessage({ id: 'shell.ops.brokers.empty' })}
            text={intl.formatMessage({ id: 'shell.ops.brokers.emptyText' })}
          />
        }
      >
        {(items) => (
          <Table
            caption={intl.formatMessage({ id: 'shell.ops.brokers.title' })}
            columns={[
              { key: 'name', header: intl.formatMessage({ id: 'shell.ops.brokers.name' }) },
              { key: 'taxId', header: intl.formatMessage({ id: 'shell.ops.brokers.taxId' }) },
              { key: 'submitted', header: intl.formatMessage({ id: 'shell.ops.brokers.submitted' }) },
              { key: 'decision', header: intl.formatMessage({ id: 'shell.ops.brokers.decision' }) },
            ]}
            rows={items.map((brokerage) => ({
              key: brokerage.id,
              cells: {
                name: brokerage.legal_name,
                taxId: formatTaxId(brokerage.tax_id_type, brokerage.tax_id),
                submitted: brokerage.submitted_at
                  ? formatDate(brokerage.submitted_at, locale)
                  : intl.formatMessage({ id: 'shell.ops.brokers.notSubmitted' }),
                // Only a sent registration can be decided; the API refuses the others too.
                decision: brokerage.submitted_at ? (
                  <BrokerDecision api={api} brokerage={brokerage} onDecided={reload} />
                ) : null,
              },
            }))}
          />
        )}
      </ListStates>
    </section>
  );
}
