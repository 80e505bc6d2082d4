import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router';
import { useSession } from '@platform/session';
import { Button, Card, Page } from '@platform/ui';
import { usePlatform } from '@platform/remote-kit';

/**
 * The register steps are public paths (a link in a mail, a reload) but save on the server as the
 * signed-in broker: a guest is asked to sign in and comes back to the same step.
 */
export function BrokerSessionGate({ children }: { children: ReactNode }) {
  const { session, eventBus } = usePlatform();
  const { pathname } = useLocation();
  const signedIn = useSession(session, (s) => s.user.logged_type === 'LOGGED');
  if (signedIn) return <>{children}</>;
  return (
    <Page title={<FormattedMessage id="brokerRegister.signIn.title" />} titleId="broker-gate-title" width="narrow">
      <Card padding="lg">
        <p>
          <FormattedMessage id="brokerRegister.signIn.text" />
        </p>
        <Button onClick={() => eventBus.emit('auth:login-requested', { returnTo: pathname })}>
          <FormattedMessage id="brokerRegister.signIn.action" />
        </Button>
      </Card>
    </Page>
  );
}
