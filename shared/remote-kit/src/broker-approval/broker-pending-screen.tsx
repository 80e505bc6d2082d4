import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorCodeOf } from '@platform/api-client';
import { BROKER_APPROVAL_DAYS, BROKER_REGISTER_STEPS } from '@platform/domain/broker-register-steps';
import { Card, Loading, Page } from '@platform/ui';
import { UnexpectedError } from '../unexpected-error';
import { useBrokerStatus, useRegistrationProgress } from './broker-status';

/**
 * What a brokerage that is not approved sees on any broker screen (spec section 6: "brokers with
 * unapproved accounts see the pending approval screen"): why, and the way on, never an error. Shown
 * by the broker area's gate and, for a screen of another remote (a company's quotes and policies,
 * the mail links, the edit profile), by `QueryFallback` when the API answers BROKER_PENDING_APPROVAL.
 */
export function BrokerPendingScreen() {
  const status = useBrokerStatus();
  if (status.status !== 'success') return <Waiting query={status} />;
  if (status.data === 'REFUSED') return <PendingApproval refused />;
  return <PendingRegistration />;
}

// Not QueryFallback: it shows this screen for a pending refusal, and would loop on its own queries.
function Waiting({ query }: { query: Pick<UseQueryResult<unknown>, 'status' | 'error' | 'refetch'> }) {
  const intl = useIntl();
  if (query.status === 'pending') return <Loading label={intl.formatMessage({ id: 'common.loading' })} />;
  return (
    <UnexpectedError
      onRetry={() => void query.refetch()}
      detail={intl.formatMessage({ id: `error.${errorCodeOf(query.error)}` })}
    />
  );
}

/** Pending: either the registration still has steps to fill (named, with the way back), or it waits for operations. */
function PendingRegistration() {
  const progress = useRegistrationProgress();
  if (progress.status !== 'success') return <Waiting query={progress} />;
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

function PendingApproval({ refused }: { refused: boolean }) {
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
