import { useIntl } from 'react-intl';
import { ErrorView } from '@platform/ui';

/** The route error view of spec section 2: "Há um erro inesperado", with a retry. */
export function UnexpectedError({ onRetry, detail }: { onRetry: () => void; detail?: string }) {
  const intl = useIntl();
  return (
    <ErrorView
      title={intl.formatMessage({ id: 'common.unexpectedError' })}
      detail={detail}
      retryLabel={intl.formatMessage({ id: 'common.retry' })}
      onRetry={onRetry}
    />
  );
}
