import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { CyberPlans } from './cyber-plans';
import { CyberReports } from './cyber-reports';

/** dashboard/cyber/home: the assessment reports history and the Lite and Plus plans. */
export function CyberHome() {
  return (
    <section className="ui-page" aria-labelledby="cyber-title">
      <header className="ui-page-header">
        <h1 id="cyber-title">
          <FormattedMessage id="cyber.title" />
        </h1>
        <Link className="ui-button ui-button--primary" to="/dashboard/cyber/create">
          <FormattedMessage id="cyber.request" />
        </Link>
      </header>
      <p>
        <FormattedMessage id="cyber.intro" />
      </p>
      <CyberReports />
      <CyberPlans />
    </section>
  );
}
