import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useIntl } from 'react-intl';
import { useStore } from 'zustand';
import { Loading } from '@platform/ui';
import { isPublicPath } from '@platform/remote-contract';
import { useLocaleControl, useShell } from '../app/shell-context';

/** Sends a guest who opens a signed-in path to sign-in, and back to that path afterwards. */
export function RequireSignIn() {
  const { session, auth } = useShell();
  const { locale } = useLocaleControl();
  const location = useLocation();
  const intl = useIntl();
  const loggedIn = useStore(session, (s) => s.user.logged_type === 'LOGGED');
  const needsSignIn = !loggedIn && !isPublicPath(location.pathname);
  const returnTo = location.pathname + location.search + location.hash;

  useEffect(() => {
    if (needsSignIn) void auth.signIn(returnTo, locale.language);
  }, [needsSignIn, auth, returnTo, locale.language]);

  if (needsSignIn) return <Loading label={intl.formatMessage({ id: 'shell.redirectingToSignIn' })} />;
  return <Outlet />;
}
