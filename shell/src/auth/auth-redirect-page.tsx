import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useIntl } from 'react-intl';
import { ErrorView, Loading } from '@platform/ui';
import { BROKER_HOME, CUSTOMER_HOME } from '@platform/remote-contract';
import { useLocaleControl, useShell } from '../app/shell-context';
import { announceSignedIn, loadMe } from './load-me';

/** auth/auth-redirect: finishes sign-in, loads the user, and goes where the user was headed. */
export function AuthRedirectPage() {
  const { auth, session, apiBaseUrl, eventBus } = useShell();
  const { locale } = useLocaleControl();
  const navigate = useNavigate();
  const intl = useIntl();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    // The authorization code is single-use: never exchange it twice (StrictMode runs effects twice).
    if (started.current) return;
    started.current = true;
    auth
      .completeSignIn()
      .then(async ({ tokens, returnTo }) => {
        await loadMe(session, apiBaseUrl, tokens.accessToken, auth);
        announceSignedIn({ auth, session, eventBus });
        const home = session.getState().broker ? BROKER_HOME : CUSTOMER_HOME;
        navigate(returnTo && !returnTo.startsWith('/auth/') ? returnTo : home, { replace: true });
      })
      .catch((error: unknown) => {
        console.error('[shell] sign-in could not be completed', error);
        // The provider refused (error=...): its auth/error page explains it; anything else is ours.
        const providerError = new URLSearchParams(window.location.search).get('error');
        if (providerError) navigate(`/auth/error?${new URLSearchParams({ error: providerError })}`, { replace: true });
        else setFailed(true);
      });
  }, [auth, session, apiBaseUrl, eventBus, navigate]);

  if (failed)
    return (
      <ErrorView
        title={intl.formatMessage({ id: 'shell.signInFailed' })}
        detail={intl.formatMessage({ id: 'error.TOKEN_INVALID' })}
        retryLabel={intl.formatMessage({ id: 'shell.signInAgain' })}
        onRetry={() => void auth.signIn('/', locale.language)}
      />
    );
  return <Loading label={intl.formatMessage({ id: 'common.loading' })} />;
}
