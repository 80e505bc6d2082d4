import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { EventBus, PlatformEvents } from '@platform/event-bus';
import {
  Button,
  ConfirmModal,
  DEFAULT_TOAST_TIMEOUT,
  Modal,
  Notice,
  ToastViewport,
  createToastQueue,
  useToasts,
} from '@platform/ui';

type NoticeRequest = PlatformEvents['ui:notice'] & { id: number };
type ModalRequest = PlatformEvents['ui:modal'] & { id: number };
type ConfirmRequest = PlatformEvents['ui:confirm'];

let nextId = 0;

/**
 * The shell's side of the UI services any remote calls through the event bus (spec section 3):
 * toasts, a background error as an error toast with a title for 5400 ms, error notices, modals
 * and confirmation modals answered with `ui:confirm-result`. Modals come one at a time, in the
 * order asked; the kit's Modal traps focus and closes on Escape.
 */
export function UiServicesHost({ eventBus }: { eventBus: EventBus }) {
  const intl = useIntl();
  const [queue] = useState(createToastQueue);
  const toasts = useToasts(queue);
  const [notices, setNotices] = useState<NoticeRequest[]>([]);
  const [modals, setModals] = useState<ModalRequest[]>([]);
  const [confirms, setConfirms] = useState<ConfirmRequest[]>([]);

  useEffect(() => {
    const offs = [
      eventBus.on('ui:toast', (toast) => queue.push(toast)),
      eventBus.on('ui:background-error', ({ title, detail, code }) =>
        queue.push({
          status: 'ERROR',
          title,
          text: detail ?? intl.formatMessage({ id: code ? `error.${code}` : 'common.unexpectedError' }),
          closeTimeout: DEFAULT_TOAST_TIMEOUT,
        }),
      ),
      eventBus.on('ui:notice', (notice) => setNotices((list) => [...list, { ...notice, id: (nextId += 1) }])),
      eventBus.on('ui:modal', (modal) => setModals((list) => [...list, { ...modal, id: (nextId += 1) }])),
      eventBus.on('ui:confirm', (request) => setConfirms((list) => [...list, request])),
    ];
    return () => offs.forEach((off) => off());
  }, [eventBus, queue, intl]);

  const closeLabel = intl.formatMessage({ id: 'common.close' });
  const dismissNotice = (id: number) => setNotices((list) => list.filter((notice) => notice.id !== id));
  const modal = modals[0];
  const closeModal = () => {
    modal?.onClose?.();
    setModals((list) => list.slice(1));
  };
  // A confirmation waits for the modal before it, so two dialogs never fight over focus.
  const confirm = modal ? undefined : confirms[0];
  const answer = (confirmed: boolean) => {
    if (!confirm) return;
    setConfirms((list) => list.slice(1));
    eventBus.emit('ui:confirm-result', { requestId: confirm.requestId, confirmed });
  };

  return (
    <>
      {notices.length > 0 && (
        <section className="shell-notices" aria-label={intl.formatMessage({ id: 'shell.notices.label' })}>
          {notices.map(({ id, title, type, detail, action }) => (
            <Notice
              key={id}
              type={type}
              title={title}
              detail={detail}
              action={
                action && {
                  label: action.label ?? intl.formatMessage({ id: 'shell.notice.showInForm' }),
                  onClick: action.onClick,
                }
              }
              onDismiss={() => dismissNotice(id)}
              dismissLabel={closeLabel}
            />
          ))}
        </section>
      )}
      <ToastViewport
        toasts={toasts}
        onDismiss={queue.dismiss}
        closeLabel={closeLabel}
        label={intl.formatMessage({ id: 'common.notifications' })}
      />
      {modal && (
        <Modal
          key={modal.id}
          open
          title={modal.title}
          width={modal.width}
          onClose={closeModal}
          footer={<Button onClick={closeModal}>{modal.closeLabel ?? closeLabel}</Button>}
        >
          <p>{modal.body}</p>
        </Modal>
      )}
      {confirm && (
        <ConfirmModal
          key={confirm.requestId}
          open
          title={confirm.title}
          body={confirm.body}
          confirmLabel={confirm.confirmLabel ?? intl.formatMessage({ id: 'common.confirm' })}
          cancelLabel={confirm.cancelLabel ?? intl.formatMessage({ id: 'common.cancel' })}
          danger={confirm.danger}
          onConfirm={() => answer(true)}
          onCancel={() => answer(false)}
        />
      )}
    </>
  );
}
