import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useIntl } from 'react-intl';
import { useStore } from 'zustand';
import { Loading } from '@platform/ui';
import { areaAudience, audienceOf, HOMES, isPublicPath } from '@platform/remote-contract';
import { useLocaleControl, useShell } from '../app/shell-context';

/**
 * Sends a guest who opens a signed-in path to sign-in, and back to that path afterwards; sends a
 * signed-in person who opens another role's area (a broker on /dashboard, operations anywhere
 * but /ops...) to their own home instead of an error view.
 */
export function RequireSignIn() {
  const { session, auth } = useShell();
  const { locale } = useLocaleControl();
  const location = useLocation();
  const intl = useIntl();
  const loggedIn = useStore(session, (s) => s.user.logged_type === 'LOGGED');
  const role = useStore(session, (s) => s.user.role);
  const isBroker = useStore(session, (s) => s.broker !== null);
  const needsSignIn = !loggedIn && !isPublicPath(location.pathname);
  const returnTo = location.pathname + location.search + location.hash;

  useEffect(() => {
    if (needsSignIn) void auth.signIn(returnTo, locale.language);
  }, [needsSignIn, auth, returnTo, locale.language]);

  if (needsSignIn) return <Loading label={intl.formatMessage({ id: 'shell.redirectingToSignIn' })} />;
  const area = areaAudience(location.pathname);
  const audience = audienceOf({ role, isBroker });
  if (loggedIn && area && area !== audience) return <Navigate to={HOMES[audience]} replace />;
  return <Outlet />;
}
