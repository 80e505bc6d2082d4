import { FormattedMessage } from 'react-intl';
import { Link, useParams, useSearchParams } from 'react-router';
import { BROKER_APPROVAL_DAYS, DEFAULT_LOCALE, isCountry } from '@platform/domain';
import { Button, Card, Page } from '@platform/ui';
import { usePlatform } from '@platform/remote-kit';

/**
 * broker-signup/index and {country}/{language}/broker-register (the landing unknown paths lead
 * to): what registering a brokerage takes, and the way in, for the country in the path or query.
 */
export function BrokerIntro() {
  const { country: fromPath } = useParams();
  const [query] = useSearchParams();
  const { eventBus } = usePlatform();
  const wanted = fromPath ?? query.get('country');
  const country = isCountry(wanted) ? wanted : DEFAULT_LOCALE.country;
  return (
    <Page title={<FormattedMessage id="brokerSignup.intro.title" />} titleId="broker-intro-title" width="narrow">
      <Card padding="lg">
        <p>
          <FormattedMessage id="brokerSignup.intro.text" />
        </p>
        <ol className="ui-steps-list">
          <li>
            <FormattedMessage id="brokerSignup.intro.step1" />
          </li>
          <li>
            <FormattedMessage id="brokerSignup.intro.step2" />
          </li>
          <li>
            <FormattedMessage id="brokerSignup.intro.step3" values={{ days: BROKER_APPROVAL_DAYS }} />
          </li>
        </ol>
        <p className="ui-actions">
          <Link className="ui-button ui-button--primary" to={`/broker-signup/step/general-info?country=${country}`}>
            <FormattedMessage id="brokerSignup.intro.start" />
          </Link>
          <Button
            variant="link"
            type="button"
            onClick={() => eventBus.emit('auth:login-requested', { returnTo: '/broker-register/index' })}
          >
            <FormattedMessage id="brokerSignup.intro.resume" />
          </Button>
        </p>
      </Card>
    </Page>
  );
}
