import { useIntl } from 'react-intl';
import { useRouteError } from 'react-router';
import { useEffect } from 'react';
import { ErrorView } from '@platform/ui';
import { useShell } from './shell-context';

/** The error view every route has (spec section 2): "Há um erro inesperado", with a retry. */
export function RouteError() {
  const error = useRouteError();
  const intl = useIntl();
  const { eventBus } = useShell();
  useEffect(() => {
    console.error('[shell] route failed', error);
    eventBus.emit('app:error', { source: 'shell', error });
  }, [error, eventBus]);
  return (
    <ErrorView
      title={intl.formatMessage({ id: 'common.unexpectedError' })}
      retryLabel={intl.formatMessage({ id: 'common.retry' })}
      onRetry={() => window.location.reload()}
    />
  );
}
