import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { ClipboardList, SearchX } from 'lucide-react';
import { CLAIM_DISPLAY_STATUS } from '@platform/domain';
import { Card, Cluster, EmptyState, Page, SelectField, StatusBadge, Table } from '@platform/ui';
import { formatDate, useText } from '@platform/i18n';
import { QueryList, usePlatform } from '@platform/remote-kit';
import { useClaims } from './api/list-claims';
import { useClaimTypeLabel } from '../../components/claim-summary';

const FILTERS = ['ALL', 'IN_PROGRESS', 'APPROVED', 'CLOSED'] as const;
type Filter = (typeof FILTERS)[number];

/**
 * dashboard/claims/home: the customer's claims with protocol, type, product, last update and status
 * as the customer sees it (pending and in progress: in progress; rejected: closed), filtered by it.
 */
export function ClaimsList() {
  const { locale } = usePlatform();
  const typeLabel = useClaimTypeLabel();
  const claims = useClaims();
  const [params, setParams] = useSearchParams();
  const filter: Filter = (FILTERS as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as Filter)
    : 'ALL';
  const label = useText();

  const report = (
    <Link className="ui-button ui-button--primary" to="/dashboard/claims/create">
      <FormattedMessage id="claims.report" />
    </Link>
  );
  return (
    <Page title={<FormattedMessage id="claims.title" />} titleId="claims-title" actions={report}>
      <QueryList
        query={claims}
        items={(data) => data.items}
        empty={
          <Card>
            <EmptyState
              icon={<ClipboardList size={40} strokeWidth={1.5} />}
              title={label('claims.empty.title')}
              text={label('claims.empty.text')}
            />
          </Card>
        }
      >
        {(items) => {
          const shown = items.filter((claim) => filter === 'ALL' || CLAIM_DISPLAY_STATUS[claim.status] === filter);
          return (
            <>
              <Cluster>
                <SelectField
                  label={label('claims.filter')}
                  value={filter}
                  onChange={(event) =>
                    setParams(event.currentTarget.value === 'ALL' ? {} : { status: event.currentTarget.value }, {
                      replace: true,
                    })
                  }
                >
                  {FILTERS.map((value) => (
                    <option key={value} value={value}>
                      {label(`claims.filter.${value}`)}
                    </option>
                  ))}
                </SelectField>
              </Cluster>
              {shown.length === 0 ? (
                <Card>
                  <EmptyState icon={<SearchX size={40} strokeWidth={1.5} />} title={label('claims.empty.filtered')} />
                </Card>
              ) : (
                <Table
                  caption={label('claims.title')}
                  columns={[
                    { key: 'protocol', header: label('claims.protocol'), kind: 'code' },
                    { key: 'type', header: label('claims.type') },
                    { key: 'product', header: label('claims.product') },
                    { key: 'updated', header: label('claims.lastUpdate'), kind: 'date' },
                    { key: 'status', header: label('claims.status') },
                  ]}
                  rows={shown.map((claim) => ({
                    key: claim.id,
                    cells: {
                      protocol: <Link to={`/dashboard/claims/detail/${claim.id}`}>{claim.protocol_number}</Link>,
                      type: typeLabel(claim.type),
                      product: claim.product ? label(`claims.product.${claim.product}`) : '—',
                      updated: formatDate(claim.updated_at, locale),
                      status: (
                        <Cluster gap={1}>
                          <StatusBadge
                            status={CLAIM_DISPLAY_STATUS[claim.status]}
                            label={label(`claims.status.${claim.status}`)}
                          />
                          {claim.information_requested && (
                            <StatusBadge status="PENDING" tone="warning" label={label('claims.informationRequested')} />
                          )}
                        </Cluster>
                      ),
                    },
                  }))}
                />
              )}
            </>
          );
        }}
      </QueryList>
    </Page>
  );
}
