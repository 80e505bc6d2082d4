import { Navigate } from 'react-router';
import { useStore } from 'zustand';
import { BROKER_HOME, CUSTOMER_HOME } from '@platform/remote-contract';
import { useShell } from '../app/shell-context';

/** `/`: signed-in people land on their home; guests on sign-in. */
export function HomeRedirect() {
  const { session } = useShell();
  const loggedIn = useStore(session, (s) => s.user.logged_type === 'LOGGED');
  const isBroker = useStore(session, (s) => s.broker !== null);
  return <Navigate to={loggedIn ? (isBroker ? BROKER_HOME : CUSTOMER_HOME) : '/auth/login'} replace />;
}
