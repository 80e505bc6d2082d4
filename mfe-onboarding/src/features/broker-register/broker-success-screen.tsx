import { FormattedMessage } from 'react-intl';
import { Link, useParams } from 'react-router';
import { BROKER_APPROVAL_DAYS } from '@platform/domain';
import { CircleCheck } from 'lucide-react';
import { Card, PageHeader } from '@platform/ui';

/**
 * {country}/{language}/broker-success-screen/{type}: the registration was sent. `pending` (the
 * only type today) says approval takes about 10 days (spec section 9); any other type reads the same.
 */
export function BrokerSuccessScreen() {
  const { type } = useParams();
  return (
    <section className="ui-page ui-page--narrow" aria-labelledby="broker-success-title" data-type={type}>
      <CircleCheck className="ui-success-mark" size={48} strokeWidth={1.5} aria-hidden="true" />
      <PageHeader title={<FormattedMessage id="brokerSuccess.title" />} titleId="broker-success-title" />
      <Card padding="lg">
        <p>
          <FormattedMessage id="brokerSuccess.pending" values={{ days: BROKER_APPROVAL_DAYS }} />
        </p>
        <p>
          <FormattedMessage id="brokerSuccess.mail" />
        </p>
        <Link className="ui-button ui-button--primary" to="/broker/index">
          <FormattedMessage id="brokerSuccess.toBrokerArea" />
        </Link>
      </Card>
    </section>
  );
}
