import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { RESUBMIT_AFTER_MONTHS } from '@platform/domain';

/** {country}/{language}/ipaf-rejected: the request was declined; apply again after 3 months, or register another company. */
export function QuestionnaireRejected() {
  const intl = useIntl();
  return (
    <section className="ui-page" aria-labelledby="ipaf-rejected">
      <header className="ui-page-header">
        <h1 id="ipaf-rejected">{intl.formatMessage({ id: 'ipaf.rejected.title' })}</h1>
      </header>
      <p>{intl.formatMessage({ id: 'error.QUOTE_DENIED' })}</p>
      <p>{intl.formatMessage({ id: 'ipaf.rejected.text' }, { months: RESUBMIT_AFTER_MONTHS })}</p>
      <div className="ipaf-actions">
        <Link className="ui-button ui-button--secondary" to="/public-onboarding/select-user-type">
          {intl.formatMessage({ id: 'ipaf.rejected.otherCompany' })}
        </Link>
        <Link className="ui-button ui-button--primary" to="/dashboard/index">
          {intl.formatMessage({ id: 'ipaf.success.home' })}
        </Link>
      </div>
    </section>
  );
}
