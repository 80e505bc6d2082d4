import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { EmptyState } from '@platform/ui';
import { useSession } from '@platform/session';
import { QueryFallback, usePlatform } from '@platform/remote-kit';
import { useHomeSummary } from './api/load-home-summary';
import { SummaryCards } from './summary-cards';

/** dashboard/index and dashboard/index-customer: a greeting and where the customer's insurance stands. */
export function CustomerHome() {
  const { session } = usePlatform();
  const intl = useIntl();
  const firstName = useSession(session, (s) => s.user.first_name);
  const summary = useHomeSummary();

  if (summary.status !== 'success') return <QueryFallback query={summary} />;
  return (
    <section className="ui-page" aria-labelledby="home-title">
      <header className="ui-page-header">
        <h1 id="home-title">
          {firstName ? (
            <FormattedMessage id="home.greeting" values={{ name: firstName }} />
          ) : (
            <FormattedMessage id="home.greetingAnonymous" />
          )}
        </h1>
      </header>
      {summary.data.isNewCustomer ? (
        <EmptyState
          title={intl.formatMessage({ id: 'home.empty.title' })}
          text={intl.formatMessage({ id: 'home.empty.text' })}
          action={
            <Link className="ui-button ui-button--primary" to="/ipaf/one-page">
              <FormattedMessage id="home.empty.start" />
            </Link>
          }
        />
      ) : (
        <>
          <p>
            <FormattedMessage id="home.subtitle" />
          </p>
          <SummaryCards summary={summary.data} />
        </>
      )}
    </section>
  );
}
