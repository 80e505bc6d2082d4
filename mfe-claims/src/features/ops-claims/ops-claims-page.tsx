import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { CLAIM_STATUSES, type ClaimStatus } from '@platform/domain';
import { formatDate, useText } from '@platform/i18n';
import { Inbox } from 'lucide-react';
import { Card, Cluster, EmptyState, Page, SelectField, StatusBadge, Table } from '@platform/ui';
import { QueryList, usePlatform } from '@platform/remote-kit';
import { ClaimDeadline } from '../../components/claim-deadline';
import { useOpsClaims } from './api/list-ops-claims';
import { useClaimTypeLabel } from '../../components/claim-summary';

/** ops/claims: the operations queue, each claim with its legal deadline and days left. */
export function OpsClaimsPage() {
  const typeLabel = useClaimTypeLabel();
  const { locale } = usePlatform();
  const [status, setStatus] = useState<ClaimStatus | ''>('');
  const claims = useOpsClaims(status || undefined);
  const label = useText();

  return (
    <Page title={<FormattedMessage id="claims.ops.title" />} titleId="ops-claims-title" width="wide">
      <Cluster>
        <SelectField
          label={label('claims.filter')}
          value={status}
          onChange={(event) => setStatus(event.currentTarget.value as ClaimStatus | '')}
        >
          <option value="">{label('claims.filter.ALL')}</option>
          {CLAIM_STATUSES.map((value) => (
            <option key={value} value={value}>
              {label(`claims.opsStatus.${value}`)}
            </option>
          ))}
        </SelectField>
      </Cluster>
      <QueryList
        query={claims}
        items={(data) => data.items}
        empty={
          <Card>
            <EmptyState
              icon={<Inbox size={40} strokeWidth={1.5} />}
              title={label('claims.ops.empty')}
              text={label('claims.ops.emptyText')}
            />
          </Card>
        }
      >
        {(items) => (
          <Table
            caption={label('claims.ops.title')}
            columns={[
              { key: 'protocol', header: label('claims.protocol'), kind: 'code' },
              { key: 'company', header: label('claims.ops.company') },
              { key: 'type', header: label('claims.type') },
              { key: 'status', header: label('claims.status') },
              { key: 'deadline', header: label('claims.ops.deadline') },
              { key: 'updated', header: label('claims.lastUpdate'), kind: 'date' },
            ]}
            rows={items.map((claim) => ({
              key: claim.id,
              cells: {
                protocol: <Link to={`/ops/claims/${claim.id}`}>{claim.protocol_number}</Link>,
                company: claim.company_name,
                type: typeLabel(claim.type),
                status: (
                  <Cluster gap={1}>
                    <StatusBadge status={claim.status} label={label(`claims.opsStatus.${claim.status}`)} />
                    {claim.information_requested && (
                      <StatusBadge status="PENDING" tone="warning" label={label('claims.informationRequested')} />
                    )}
                  </Cluster>
                ),
                deadline: <ClaimDeadline due={claim.decision_due_on} daysLeft={claim.days_left} compact />,
                updated: formatDate(claim.updated_at, locale),
              },
            }))}
          />
        )}
      </QueryList>
    </Page>
  );
}
