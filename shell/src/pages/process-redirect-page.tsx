import { Navigate, useSearchParams } from 'react-router';
import { useIntl } from 'react-intl';
import { Loading } from '@platform/ui';

/**
 * dashboard/process-redirect: a hop used by e-mails and external flows, `?to=/path`.
 * Only paths on this site are followed, so the link cannot send people elsewhere.
 */
export function ProcessRedirectPage() {
  const [params] = useSearchParams();
  const intl = useIntl();
  const to = params.get('to');
  if (to && to.startsWith('/') && !to.startsWith('//')) return <Navigate to={to} replace />;
  if (!to) return <Navigate to="/" replace />;
  return <Loading label={intl.formatMessage({ id: 'shell.processRedirect.text' })} />;
}
