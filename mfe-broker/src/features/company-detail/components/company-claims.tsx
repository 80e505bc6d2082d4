import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { formatDate, useText } from '@platform/i18n';
import { ClipboardList } from 'lucide-react';
import { Card, Cluster, EmptyState, Section, StatusBadge, Table } from '@platform/ui';
import { QueryList, usePlatform } from '@platform/remote-kit';
import { claimTypeLabel } from '../../../lib/book-labels';
import { useCompanyClaims } from '../api/list-company-claims';

/** The company's claims: protocol (to the claim), type, product, last update and status; refreshed live. */
export function CompanyClaims({ companyId }: { companyId: string }) {
  const intl = useIntl();
  const { locale } = usePlatform();
  const claims = useCompanyClaims(companyId);
  const text = useText();
  return (
    <Section title={<FormattedMessage id="broker.claims.title" />}>
      <QueryList
        query={claims}
        items={(data) => data.items}
        empty={
          <Card>
            <EmptyState icon={<ClipboardList size={40} strokeWidth={1.5} />} title={text('broker.claims.empty')} />
          </Card>
        }
      >
        {(items) => (
          <Table
            caption={text('broker.claims.title')}
            columns={[
              { key: 'protocol', header: text('broker.claims.protocol'), kind: 'code' },
              { key: 'type', header: text('broker.claims.type') },
              { key: 'product', header: text('broker.claims.product') },
              { key: 'updated', header: text('broker.claims.updated'), kind: 'date' },
              { key: 'status', header: text('broker.claims.status') },
            ]}
            rows={items.map((claim) => ({
              key: claim.id,
              cells: {
                protocol: <Link to={`/broker/company/${companyId}/claims/${claim.id}`}>{claim.protocol_number}</Link>,
                type: claimTypeLabel(intl, claim.type),
                product: claim.product ? text(`product.${claim.product}.short`) : '—',
                updated: formatDate(claim.updated_at, locale),
                status: (
                  <Cluster gap={1}>
                    <StatusBadge status={claim.status} label={text(`broker.claimStatus.${claim.status}`)} />
                    {claim.information_requested && (
                      <StatusBadge status="PENDING" tone="warning" label={text('broker.claims.informationRequested')} />
                    )}
                  </Cluster>
                ),
              },
            }))}
          />
        )}
      </QueryList>
    </Section>
  );
}
