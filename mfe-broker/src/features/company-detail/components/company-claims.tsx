import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { formatDate } from '@platform/i18n';
import { EmptyState, StatusBadge, Table } from '@platform/ui';
import { QueryList, usePlatform } from '@platform/remote-kit';
import { claimTypeLabel } from '../../../lib/book-labels';
import { useCompanyClaims } from '../api/list-company-claims';

/** The company's claims: protocol (to the claim), type, product, last update and status; refreshed live. */
export function CompanyClaims({ companyId }: { companyId: string }) {
  const intl = useIntl();
  const { locale } = usePlatform();
  const claims = useCompanyClaims(companyId);
  const text = (id: string) => intl.formatMessage({ id });
  return (
    <section aria-labelledby="company-claims-title">
      <h2 id="company-claims-title">
        <FormattedMessage id="broker.claims.title" />
      </h2>
      <QueryList query={claims} items={(data) => data.items} empty={<EmptyState title={text('broker.claims.empty')} />}>
        {(items) => (
          <Table
            caption={text('broker.claims.title')}
            columns={[
              { key: 'protocol', header: text('broker.claims.protocol') },
              { key: 'type', header: text('broker.claims.type') },
              { key: 'product', header: text('broker.claims.product') },
              { key: 'updated', header: text('broker.claims.updated') },
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
                  <>
                    <StatusBadge status={claim.status} label={text(`broker.claimStatus.${claim.status}`)} />
                    {claim.information_requested && <> {text('broker.claims.informationRequested')}</>}
                  </>
                ),
              },
            }))}
          />
        )}
      </QueryList>
    </section>
  );
}
