import { useIntl } from 'react-intl';
import { Placeholder } from '@platform/ui';

/**
 * A route whose screen is not built yet: a clear notice with the screen's name, never a blank page.
 * `screen` is a message id suffix: the remote defines `screen.<screen>` in its messages.
 */
export function ScreenPlaceholder({ screen }: { screen: string }) {
  const intl = useIntl();
  return (
    <Placeholder
      title={intl.formatMessage({ id: `screen.${screen}` })}
      text={intl.formatMessage({ id: 'common.placeholder' })}
    />
  );
}
