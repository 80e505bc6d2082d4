import { FormattedMessage } from 'react-intl';
import { Link, useParams } from 'react-router';
import { BROKER_APPROVAL_DAYS } from '@platform/domain';

/**
 * {country}/{language}/broker-success-screen/{type}: the registration was sent. `pending` (the
 * only type today) says approval takes about 10 days (spec section 9); any other type reads the same.
 */
export function BrokerSuccessScreen() {
  const { type } = useParams();
  return (
    <section className="ui-page" aria-labelledby="broker-success-title" data-type={type}>
      <div className="ui-card">
        <h1 id="broker-success-title">
          <FormattedMessage id="brokerSuccess.title" />
        </h1>
        <p>
          <FormattedMessage id="brokerSuccess.pending" values={{ days: BROKER_APPROVAL_DAYS }} />
        </p>
        <p>
          <FormattedMessage id="brokerSuccess.mail" />
        </p>
        <Link className="ui-button ui-button--primary" to="/broker/index">
          <FormattedMessage id="brokerSuccess.toBrokerArea" />
        </Link>
      </div>
    </section>
  );
}
