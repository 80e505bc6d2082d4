import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { BROKER_APPROVAL_DAYS, BROKER_REGISTER_STEPS } from '@platform/domain';
import { Card, Page } from '@platform/ui';
import { QueryFallback } from '@platform/remote-kit';
import { useBrokerStatus, useRegistrationProgress } from './api/get-broker-status';

/**
 * The broker area opens only for an approved brokerage (spec section 6: "brokers with unapproved
 * accounts see the pending approval screen"); a pending or refused one sees why, not an error.
 */
export function ApprovalGate({ children }: { children: ReactNode }) {
  const status = useBrokerStatus();
  if (status.status !== 'success') return <QueryFallback query={status} />;
  if (status.data === 'REFUSED') return <PendingApproval refused />;
  if (status.data === 'PENDING_APPROVAL') return <PendingRegistration />;
  return <>{children}</>;
}

/** Pending: either the registration still has steps to fill (named, with the way back), or it waits for operations. */
function PendingRegistration() {
  const progress = useRegistrationProgress();
  if (progress.status !== 'success') return <QueryFallback query={progress} />;
  if (progress.data.submitted) return <PendingApproval refused={false} />;
  const remaining = BROKER_REGISTER_STEPS.filter((step) => !progress.data.completedSteps.includes(step));
  return (
    <Page title={<FormattedMessage id="broker.unfinished.title" />} titleId="broker-unfinished-title" width="narrow">
      <Card padding="lg">
        <p>
          <FormattedMessage id="broker.unfinished.text" values={{ count: remaining.length }} />
        </p>
        <ol aria-labelledby="broker-unfinished-title">
          {remaining.map((step) => (
            <li key={step}>
              <FormattedMessage id={`brokerRegister.step.${step}`} />
            </li>
          ))}
        </ol>
        <p>
          <Link
            className="ui-button ui-button--primary"
            to={`/broker-register/step/${progress.data.nextStep ?? remaining[0] ?? 'files'}`}
          >
            <FormattedMessage id="broker.unfinished.continue" />
          </Link>
        </p>
      </Card>
    </Page>
  );
}

export function PendingApproval({ refused }: { refused: boolean }) {
  return (
    <Page
      title={<FormattedMessage id={refused ? 'broker.refused.title' : 'broker.pending.title'} />}
      titleId="broker-pending-title"
      width="narrow"
    >
      <Card padding="lg">
        <p>
          {refused ? (
            <FormattedMessage id="broker.refused.text" />
          ) : (
            <FormattedMessage id="broker.pending.text" values={{ days: BROKER_APPROVAL_DAYS }} />
          )}
        </p>
        {!refused && (
          <p>
            <Link to="/broker-register/index">
              <FormattedMessage id="broker.pending.review" />
            </Link>
          </p>
        )}
      </Card>
    </Page>
  );
}
