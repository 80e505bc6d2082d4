import { useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { UserCheck } from 'lucide-react';
import { formatDate, formatTaxId } from '@platform/i18n';
import { Card, EmptyState, ListStates, Page, Section, Table } from '@platform/ui';
import { useLocaleControl } from '../app/shell-context';
import { BrokerDecision } from './broker-decision';
import { itemsOf, OpsListFallback, useOpsBrokers } from './ops-brokers-list';
import { OpsQueues } from './ops-queues';

/**
 * `/ops`: where operations land. First what needs them now: each queue with its count and what is
 * late, late queues first, each a link to the queue; then the brokerages waiting for approval,
 * approved or refused (with the reason) from the list; then the brokerages and their commissions.
 */
export function OpsHomePage() {
  const { locale } = useLocaleControl();
  const intl = useIntl();
  const [reloads, setReloads] = useState(0);
  const reload = useCallback(() => setReloads((count) => count + 1), []);
  const { api, list: queue } = useOpsBrokers('PENDING_APPROVAL', reloads);

  return (
    <Page title={<FormattedMessage id="shell.ops.title" />} titleId="ops-title">
      <Section title={<FormattedMessage id="shell.ops.queues.title" />}>
        <OpsQueues reloads={reloads} />
      </Section>
      <div id="broker-approvals">
        <Section title={<FormattedMessage id="shell.ops.brokers.title" />}>
          <ListStates
            items={itemsOf(queue)}
            fallback={<OpsListFallback list={queue} />}
            empty={
              <EmptyState
                icon={<UserCheck size={40} strokeWidth={1.5} />}
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
        </Section>
      </div>
      <Section title={<FormattedMessage id="shell.ops.more.title" />}>
        <Card>
          <h3>
            <FormattedMessage id="shell.ops.brokerages.title" />
          </h3>
          <p>
            <FormattedMessage id="shell.ops.brokerages.text" />
          </p>
          <Link to="/ops/brokerages">
            <FormattedMessage id="shell.ops.brokerages.open" />
          </Link>
        </Card>
      </Section>
    </Page>
  );
}
