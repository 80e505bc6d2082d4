import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Building2, UserCheck } from 'lucide-react';
import type { BrokerStatus } from '@platform/domain';
import { formatDate, formatTaxId } from '@platform/i18n';
import { QueryList, usePlatform } from '@platform/remote-kit';
import { Card, EmptyState, Page, Section, Table } from '@platform/ui';
import { useBrokerages } from './api/list-brokerages';

/**
 * ops/brokers: the brokerages as operations run them. First the approval queue (the ops home's
 * "brokerage approvals" opens here), then the approved ones; each opens its own page
 * (ops/brokers/:brokerId), where operations decide, negotiate the commission rates and assign the KAM.
 */
export function OpsBrokersPage() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  return (
    <Page title={text('broker.ops.list.title')} titleId="ops-brokers-title" description={text('broker.ops.list.text')}>
      <BrokeragesSection status="PENDING_APPROVAL" title="broker.ops.list.pending" empty="pendingEmpty" />
      <BrokeragesSection status="APPROVED" title="broker.ops.list.approved" empty="approvedEmpty" />
    </Page>
  );
}

function BrokeragesSection({ status, title, empty }: { status: BrokerStatus; title: string; empty: string }) {
  const intl = useIntl();
  const { locale } = usePlatform();
  const text = (id: string) => intl.formatMessage({ id });
  const brokerages = useBrokerages(status);
  const queue = status === 'PENDING_APPROVAL';
  return (
    <Section title={text(title)}>
      <QueryList
        query={brokerages}
        items={(data) => data.items}
        empty={
          <Card>
            <EmptyState
              icon={queue ? <UserCheck size={40} strokeWidth={1.5} /> : <Building2 size={40} strokeWidth={1.5} />}
              title={text(`broker.ops.list.${empty}`)}
              text={text(`broker.ops.list.${empty}Text`)}
            />
          </Card>
        }
      >
        {(items) => (
          <Table
            caption={text(title)}
            columns={[
              { key: 'name', header: text('broker.ops.list.name') },
              { key: 'taxId', header: text('broker.ops.list.taxId'), kind: 'code' },
              ...(queue ? [{ key: 'submitted', header: text('broker.ops.list.submitted') }] : []),
            ]}
            rows={items.map((brokerage) => ({
              key: brokerage.id,
              cells: {
                name: <Link to={`/ops/brokers/${brokerage.id}`}>{brokerage.legal_name}</Link>,
                taxId: formatTaxId(brokerage.tax_id_type, brokerage.tax_id),
                submitted: brokerage.submitted_at
                  ? formatDate(brokerage.submitted_at, locale)
                  : text('broker.ops.list.notSubmitted'),
              },
            }))}
          />
        )}
      </QueryList>
    </Section>
  );
}
