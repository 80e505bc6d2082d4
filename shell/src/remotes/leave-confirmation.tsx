import { useCallback, useRef } from 'react';
import { useBlocker } from 'react-router';
import { useIntl } from 'react-intl';
import { ConfirmModal } from '@platform/ui';

/**
 * Asks before leaving a page whose remote has a form with unsaved changes. The remote says so
 * through its navigator (`blockLeaving`); the shell owns the data router, so it blocks here.
 * A ref, not state: a save turns it off and navigates in the same tick.
 */
export function useLeaveConfirmation() {
  const intl = useIntl();
  const blocked = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => blocked.current && currentLocation.pathname !== nextLocation.pathname,
  );
  const dialog = (
    <ConfirmModal
      open={blocker.state === 'blocked'}
      title={intl.formatMessage({ id: 'shell.leave.title' })}
      body={intl.formatMessage({ id: 'shell.leave.body' })}
      confirmLabel={intl.formatMessage({ id: 'shell.leave.confirm' })}
      cancelLabel={intl.formatMessage({ id: 'shell.leave.stay' })}
      danger
      onConfirm={() => {
        blocked.current = false;
        blocker.proceed?.();
      }}
      onCancel={() => blocker.reset?.()}
    />
  );
  const blockLeaving = useCallback((value: boolean) => {
    blocked.current = value;
  }, []);
  return { blockLeaving, dialog };
}
