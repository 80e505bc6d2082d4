import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { formatDate } from '@platform/i18n';
import { ClipboardList } from 'lucide-react';
import { Cluster, EmptyState, Page, StatusBadge, Table } from '@platform/ui';
import { QueryList, usePlatform } from '@platform/remote-kit';
import { cyberTone } from '../../lib/cyber-tones';
import { useOperationsRequests } from './api/list-operations-requests';

/** ops/cyber: the assessment requests, waiting for a domain first, then by the next assessment due. */
export function OpsRequestsPage() {
  const intl = useIntl();
  const { locale } = usePlatform();
  const requests = useOperationsRequests();
  const now = Date.now();
  return (
    <Page
      title={<FormattedMessage id="cyber.ops.title" />}
      titleId="ops-cyber-title"
      description={<FormattedMessage id="cyber.ops.intro" />}
      width="wide"
    >
      <QueryList
        query={requests}
        items={(data) => data.items}
        empty={
          <EmptyState
            icon={<ClipboardList size={40} strokeWidth={1.5} />}
            title={intl.formatMessage({ id: 'cyber.ops.empty' })}
            text={intl.formatMessage({ id: 'cyber.ops.emptyText' })}
          />
        }
      >
        {(items) => (
          <Table
            caption={intl.formatMessage({ id: 'cyber.ops.title' })}
            columns={[
              { key: 'company', header: intl.formatMessage({ id: 'cyber.ops.company' }) },
              { key: 'domain', header: intl.formatMessage({ id: 'cyber.requests.domain' }) },
              { key: 'plan', header: intl.formatMessage({ id: 'cyber.requests.plan' }) },
              { key: 'status', header: intl.formatMessage({ id: 'cyber.requests.status' }) },
              { key: 'next', header: intl.formatMessage({ id: 'cyber.requests.next' }) },
              { key: 'disputes', header: intl.formatMessage({ id: 'cyber.ops.disputes' }), kind: 'number' },
            ]}
            rows={items.map((request) => {
              const due =
                request.status === 'SCHEDULED' &&
                request.next_assessment_at !== null &&
                Date.parse(request.next_assessment_at) <= now;
              return {
                key: request.id,
                cells: {
                  company: request.company,
                  domain: (
                    <Link
                      to={`/ops/cyber/${request.id}`}
                      aria-label={intl.formatMessage({ id: 'cyber.ops.open' }, { domain: request.main_domain })}
                    >
                      <span className="ui-break-anywhere">{request.main_domain}</span>
                    </Link>
                  ),
                  plan: intl.formatMessage({ id: `cyber.plans.${request.plan.toLowerCase()}.name` }),
                  status: (
                    <StatusBadge
                      status={request.status}
                      tone={cyberTone(request.status)}
                      label={intl.formatMessage({ id: `cyber.status.${request.status}` })}
                    />
                  ),
                  next: request.next_assessment_at ? (
                    <Cluster gap={2}>
                      <span className="ui-figure">{formatDate(request.next_assessment_at, locale)}</span>
                      {due && (
                        <StatusBadge status="DUE" tone="warning" label={intl.formatMessage({ id: 'cyber.ops.due' })} />
                      )}
                    </Cluster>
                  ) : (
                    intl.formatMessage({ id: 'cyber.requests.none' })
                  ),
                  disputes: intl.formatNumber(request.open_disputes),
                },
              };
            })}
          />
        )}
      </QueryList>
    </Page>
  );
}
