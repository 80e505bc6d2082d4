import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { Card, Page, Section } from '@platform/ui';
import { OpsQueues } from './ops-queues';
import { opsMessages } from './messages';
import { PageWords } from './page-words';

/**
 * `/ops`: where operations land. First what needs them now: each queue with its count and what is
 * late, late queues first, each a link to the queue (the brokerage approvals are mfe-broker's
 * ops/brokers); then the brokerages and their commissions.
 */
export function OpsHomePage() {
  return (
    <PageWords messages={opsMessages}>
      <OpsHomePageBody />
    </PageWords>
  );
}

function OpsHomePageBody() {
  return (
    <Page title={<FormattedMessage id="shell.ops.title" />} titleId="ops-title">
      <Section title={<FormattedMessage id="shell.ops.queues.title" />}>
        <OpsQueues />
      </Section>
      <Section title={<FormattedMessage id="shell.ops.more.title" />}>
        <Card>
          <h3>
            <FormattedMessage id="shell.ops.brokerages.title" />
          </h3>
          <p>
            <FormattedMessage id="shell.ops.brokerages.text" />
          </p>
          <Link to="/ops/brokers">
            <FormattedMessage id="shell.ops.brokerages.open" />
          </Link>
        </Card>
      </Section>
    </Page>
  );
}
