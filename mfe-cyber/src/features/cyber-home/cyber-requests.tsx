import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { StatusBadge, Table } from '@platform/ui';
import { formatDate } from '@platform/i18n';
import { usePlatform } from '@platform/remote-kit';
import { cyberTone } from '../../lib/cyber-tones';
import { useCyberRequests } from './api/list-cyber-requests';

/** The account's assessment requests: status, plan and next assessment; one waiting for its domain links to the proof. */
export function CyberRequests() {
  const { locale } = usePlatform();
  const intl = useIntl();
  const requests = useCyberRequests();
  // The section is for those who asked already; the empty state belongs to the reports.
  if (requests.status !== 'success' || requests.data.items.length === 0) return null;
  return (
    <section aria-labelledby="cyber-requests-title">
      <h2 id="cyber-requests-title">
        <FormattedMessage id="cyber.requests.title" />
      </h2>
      <Table
        caption={intl.formatMessage({ id: 'cyber.requests.title' })}
        columns={[
          { key: 'domain', header: intl.formatMessage({ id: 'cyber.requests.domain' }) },
          { key: 'plan', header: intl.formatMessage({ id: 'cyber.requests.plan' }) },
          { key: 'status', header: intl.formatMessage({ id: 'cyber.requests.status' }) },
          { key: 'next', header: intl.formatMessage({ id: 'cyber.requests.next' }) },
        ]}
        rows={requests.data.items.map((request) => ({
          key: request.id,
          cells: {
            domain: request.main_domain,
            plan: intl.formatMessage({ id: `cyber.plans.${request.plan.toLowerCase()}.name` }),
            status: (
              <>
                <StatusBadge
                  status={request.status}
                  tone={cyberTone(request.status)}
                  label={intl.formatMessage({ id: `cyber.status.${request.status}` })}
                />
                {request.status === 'PENDING_VERIFICATION' && (
                  <>
                    {' '}
                    <Link to={`/dashboard/cyber/success-screen?request=${request.id}`}>
                      <FormattedMessage id="cyber.requests.prove" />
                    </Link>
                  </>
                )}
              </>
            ),
            next: request.next_assessment_at
              ? formatDate(request.next_assessment_at, locale)
              : intl.formatMessage({ id: 'cyber.requests.none' }),
          },
        }))}
      />
    </section>
  );
}
