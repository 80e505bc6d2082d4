import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { cyberRequestEventsFor } from '@platform/domain';
import { Button, Cluster, Section, StatusBadge, Table } from '@platform/ui';
import { formatDate } from '@platform/i18n';
import { QueryList, usePlatform } from '@platform/remote-kit';
import { cyberTone } from '../../lib/cyber-tones';
import { useCyberRequests, type CyberRequestView } from './api/list-cyber-requests';
import { CancelRequestModal } from './cancel-request-modal';

/**
 * The account's assessment requests: status, plan and next assessment; one waiting for its domain
 * links to the proof; a request still open may be cancelled (after a confirmation).
 */
export function CyberRequests() {
  const { locale } = usePlatform();
  const intl = useIntl();
  const requests = useCyberRequests();
  const [cancelling, setCancelling] = useState<CyberRequestView | null>(null);
  // The section is for those who asked already: nothing until it is read, nor when there is none
  // (the home's empty state belongs to the reports).
  return (
    <QueryList query={requests} items={(data) => data.items} fallback={null} empty={null}>
      {(items) => (
        <Section title={<FormattedMessage id="cyber.requests.title" />}>
          <Table
            caption={intl.formatMessage({ id: 'cyber.requests.title' })}
            columns={[
              { key: 'domain', header: intl.formatMessage({ id: 'cyber.requests.domain' }) },
              { key: 'plan', header: intl.formatMessage({ id: 'cyber.requests.plan' }) },
              { key: 'status', header: intl.formatMessage({ id: 'cyber.requests.status' }) },
              { key: 'next', header: intl.formatMessage({ id: 'cyber.requests.next' }), kind: 'date' },
              { key: 'actions', header: intl.formatMessage({ id: 'cyber.requests.actions' }), kind: 'action' },
            ]}
            rows={items.map((request) => ({
              key: request.id,
              cells: {
                domain: request.main_domain,
                plan: intl.formatMessage({ id: `cyber.plans.${request.plan.toLowerCase()}.name` }),
                status: (
                  <Cluster gap={2}>
                    <StatusBadge
                      status={request.status}
                      tone={cyberTone(request.status)}
                      label={intl.formatMessage({ id: `cyber.status.${request.status}` })}
                    />
                    {request.status === 'PENDING_VERIFICATION' && (
                      <Link to={`/dashboard/cyber/success-screen?request=${request.id}`}>
                        <FormattedMessage id="cyber.requests.prove" />
                      </Link>
                    )}
                  </Cluster>
                ),
                next: request.next_assessment_at
                  ? formatDate(request.next_assessment_at, locale)
                  : intl.formatMessage({ id: 'cyber.requests.none' }),
                actions: cyberRequestEventsFor(request.status, 'CUSTOMER').includes('CANCEL') ? (
                  <Button
                    variant="secondary"
                    aria-label={intl.formatMessage({ id: 'cyber.cancel.openFor' }, { domain: request.main_domain })}
                    onClick={() => setCancelling(request)}
                  >
                    <FormattedMessage id="cyber.cancel.open" />
                  </Button>
                ) : (
                  intl.formatMessage({ id: 'cyber.requests.none' })
                ),
              },
            }))}
          />
          {cancelling && <CancelRequestModal request={cancelling} onClose={() => setCancelling(null)} />}
        </Section>
      )}
    </QueryList>
  );
}
