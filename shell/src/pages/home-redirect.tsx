import { Navigate } from 'react-router';
import { useStore } from 'zustand';
import { audienceOf, HOMES } from '@platform/remote-contract';
import { useShell } from '../app/shell-context';

/** `/`: signed-in people land on their own home (customer, broker or operations); guests on sign-in. */
export function HomeRedirect() {
  const { session } = useShell();
  const loggedIn = useStore(session, (s) => s.user.logged_type === 'LOGGED');
  const isBroker = useStore(session, (s) => s.broker !== null);
  const role = useStore(session, (s) => s.user.role);
  return <Navigate to={loggedIn ? HOMES[audienceOf({ role, isBroker })] : '/auth/login'} replace />;
}
