import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { useIntl } from 'react-intl';
import { useStore } from 'zustand';
import { Loading } from '@platform/ui';
import { audienceOf, HOMES } from '@platform/remote-contract';
import { useLocaleControl, useShell } from '../app/shell-context';

/**
 * `/`: signed-in people land on their own home (customer, broker or operations); guests go
 * straight to the provider's sign-in, which comes back to the sign-in screen with its
 * interaction. Going by `/auth/login` first would download the onboarding remote only for it to
 * ask for the same redirect: the landing would wait on a remote it does not show yet.
 */
export function HomeRedirect() {
  const { session, auth } = useShell();
  const { locale } = useLocaleControl();
  const intl = useIntl();
  const loggedIn = useStore(session, (s) => s.user.logged_type === 'LOGGED');
  const isBroker = useStore(session, (s) => s.broker !== null);
  const role = useStore(session, (s) => s.user.role);
  useEffect(() => {
    if (!loggedIn) void auth.signIn('/', locale.language);
  }, [loggedIn, auth, locale.language]);
  if (!loggedIn) return <Loading label={intl.formatMessage({ id: 'shell.redirectingToSignIn' })} />;
  return <Navigate to={HOMES[audienceOf({ role, isBroker })]} replace />;
}
