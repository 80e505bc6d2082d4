import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { BROKER_APPROVAL_DAYS } from '@platform/domain';
import { QueryFallback, useApiQuery, usePlatform } from '@platform/remote-kit';
import { getBrokerStatus } from './get-broker-status';

/**
 * The broker area opens only for an approved brokerage (spec section 6: "brokers with unapproved
 * accounts see the pending approval screen"); a pending or refused one sees why, not an error.
 */
export function ApprovalGate({ children }: { children: ReactNode }) {
  const { api } = usePlatform();
  const status = useApiQuery('broker-status', () => getBrokerStatus(api));
  if (status.status !== 'success') return <QueryFallback query={status} />;
  if (status.data === 'PENDING_APPROVAL' || status.data === 'REFUSED') return <PendingApproval refused={status.data === 'REFUSED'} />;
  return <>{children}</>;
}

export function PendingApproval({ refused }: { refused: boolean }) {
  return (
    <section className="ui-page" aria-labelledby="broker-pending-title">
      <div className="ui-card">
        <h1 id="broker-pending-title">
          <FormattedMessage id={refused ? 'broker.refused.title' : 'broker.pending.title'} />
        </h1>
        <p>{refused ? <FormattedMessage id="broker.refused.text" /> : <FormattedMessage id="broker.pending.text" values={{ days: BROKER_APPROVAL_DAYS }} />}</p>
        {!refused && (
          <p>
            <Link to="/broker-register/index">
              <FormattedMessage id="broker.pending.review" />
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}
