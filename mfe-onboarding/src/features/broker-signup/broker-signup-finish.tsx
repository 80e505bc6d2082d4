import { FormattedMessage } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '@platform/session';
import { Button, Card, Page } from '@platform/ui';
import { usePlatform } from '@platform/remote-kit';

const REGISTER = '/broker-register/index';

/** broker-signup/finish: the account exists; the registration goes on once the person signs in. */
export function BrokerSignupFinish() {
  const { session, eventBus } = usePlatform();
  const navigate = useNavigate();
  const email = (useLocation().state as { email?: string } | null)?.email;
  const signedIn = useSession(session, (s) => s.user.logged_type === 'LOGGED');
  const proceed = () => (signedIn ? navigate(REGISTER) : eventBus.emit('auth:login-requested', { returnTo: REGISTER }));
  return (
    <Page title={<FormattedMessage id="brokerSignup.finish.title" />} titleId="broker-finish-title" width="narrow">
      <Card padding="lg">
        <p>
          {email ? (
            <FormattedMessage id="brokerSignup.finish.textWithEmail" values={{ email: <strong>{email}</strong> }} />
          ) : (
            <FormattedMessage id="brokerSignup.finish.text" />
          )}
        </p>
        <Button onClick={proceed}>
          <FormattedMessage id="brokerSignup.finish.continue" />
        </Button>
      </Card>
    </Page>
  );
}
