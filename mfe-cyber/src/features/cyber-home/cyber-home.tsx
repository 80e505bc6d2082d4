import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { Page, Section } from '@platform/ui';
import { useCyberLive } from '../../lib/use-cyber-live';
import { CyberPlans } from './cyber-plans';
import { CyberReports } from './cyber-reports';
import { CyberRequests } from './cyber-requests';

/** dashboard/cyber/home: the subscribe introduction, the account's requests and reports history, and the plans. */
export function CyberHome() {
  useCyberLive();
  return (
    <Page
      title={<FormattedMessage id="cyber.title" />}
      titleId="cyber-title"
      description={<FormattedMessage id="cyber.intro" />}
      actions={
        <Link className="ui-button ui-button--primary" to="/dashboard/cyber/create">
          <FormattedMessage id="cyber.request" />
        </Link>
      }
    >
      <CyberRequests />
      <CyberReports />
      <CyberPlans />
      <Section title={<FormattedMessage id="cyber.scan.title" />}>
        <p>
          <FormattedMessage id="cyber.scan.text" />
        </p>
      </Section>
    </Page>
  );
}
