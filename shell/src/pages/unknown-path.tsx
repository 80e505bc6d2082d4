import { Navigate } from 'react-router';
import { useStore } from 'zustand';
import { UNKNOWN_PATH_REDIRECT } from '@platform/remote-contract';
import { useShell } from '../app/shell-context';
import { NotFoundPage } from './not-found-page';

/**
 * A path no route knows. A guest goes where the spec sends unknown paths (broker register); a
 * signed-in person, who followed a mistyped or stale link, is told so, with the way home.
 */
export function UnknownPath() {
  const { session } = useShell();
  const loggedIn = useStore(session, (s) => s.user.logged_type === 'LOGGED');
  return loggedIn ? <NotFoundPage /> : <Navigate to={UNKNOWN_PATH_REDIRECT} replace />;
}
