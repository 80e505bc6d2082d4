import { Navigate, useSearchParams } from 'react-router';

/** Only a path on this site: `//host` and `https://...` would send people elsewhere. */
const isSitePath = (to: string | null): to is string =>
  Boolean(to && to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/\\'));

/**
 * dashboard/process-redirect: a hop used by e-mails and external flows, `?to=/path`.
 * Only paths on this site are followed; anything else goes home, so the link cannot send
 * people elsewhere.
 */
export function ProcessRedirectPage() {
  const [params] = useSearchParams();
  const to = params.get('to');
  return <Navigate to={isSitePath(to) ? to : '/'} replace />;
}
