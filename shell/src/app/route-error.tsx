import { useIntl } from 'react-intl';
import { useRouteError } from 'react-router';
import { ErrorView } from '@platform/ui';

/** The error view every route has (spec section 2): "Há um erro inesperado", with a retry. */
export function RouteError() {
  const error = useRouteError();
  const intl = useIntl();
  console.error('[shell] route failed', error);
  return (
    <ErrorView
      title={intl.formatMessage({ id: 'common.unexpectedError' })}
      retryLabel={intl.formatMessage({ id: 'common.retry' })}
      onRetry={() => window.location.reload()}
    />
  );
}
