import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { EventBus } from '@platform/event-bus';
import { UiServices, type UiServicesWords } from '@platform/remote-kit';

/**
 * The shell's side of the UI services any remote calls through the event bus (spec section 3):
 * the kit's one implementation (UiServices in @platform/remote-kit, which the standalone page
 * uses too), worded by the shell's messages. A background error without a detail is worded by
 * its error code.
 */
export function UiServicesHost({ eventBus }: { eventBus: EventBus }) {
  const intl = useIntl();
  const words = useMemo<UiServicesWords>(
    () => ({
      close: intl.formatMessage({ id: 'common.close' }),
      confirm: intl.formatMessage({ id: 'common.confirm' }),
      cancel: intl.formatMessage({ id: 'common.cancel' }),
      notifications: intl.formatMessage({ id: 'common.notifications' }),
      notices: intl.formatMessage({ id: 'shell.notices.label' }),
      showInForm: intl.formatMessage({ id: 'shell.notice.showInForm' }),
      backgroundError: (code) => intl.formatMessage({ id: code ? `error.${code}` : 'common.unexpectedError' }),
    }),
    [intl],
  );
  return <UiServices eventBus={eventBus} words={words} noticesClassName="shell-notices" />;
}
