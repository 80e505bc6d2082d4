import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useLocaleControl, useShell } from '../app/shell-context';

/** Sign-in and sign-out are the shell's: remotes ask for them on the event bus. */
export function useAuthRequests() {
  const { eventBus, auth } = useShell();
  const { locale } = useLocaleControl();
  const navigate = useNavigate();
  useEffect(() => {
    const offLogin = eventBus.on(
      'auth:login-requested',
      ({ returnTo }) => void auth.signIn(returnTo ?? '/', locale.language),
    );
    const offLogout = eventBus.on('auth:logout-requested', () => navigate('/auth/logout'));
    return () => {
      offLogin();
      offLogout();
    };
  }, [eventBus, auth, locale.language, navigate]);
}
