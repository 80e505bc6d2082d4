import { useNavigate } from 'react-router';
import { useIntl } from 'react-intl';
import { ConfirmModal } from '@platform/ui';
import { useShell } from '../app/shell-context';

/** auth/logout: asks before signing out; cancelling goes back where the user was. */
export function LogoutPage() {
  const { auth, session, eventBus } = useShell();
  const navigate = useNavigate();
  const intl = useIntl();
  const confirm = async () => {
    session.getState().signOut();
    eventBus.emit('session:changed', { loggedType: 'IS_GUEST' });
    await auth.signOut();
  };
  return (
    <ConfirmModal
      open
      title={intl.formatMessage({ id: 'shell.logout.title' })}
      body={intl.formatMessage({ id: 'shell.logout.body' })}
      confirmLabel={intl.formatMessage({ id: 'shell.logout.confirm' })}
      cancelLabel={intl.formatMessage({ id: 'common.cancel' })}
      onConfirm={() => void confirm()}
      // Opened directly (no earlier entry in this tab), cancelling goes home instead of nowhere.
      onCancel={() => ((window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate('/'))}
    />
  );
}
