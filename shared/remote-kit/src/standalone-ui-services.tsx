import { useEffect, useState } from 'react';
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

export interface StandaloneUiWords {
  close: string;
  confirm: string;
  cancel: string;
  notifications: string;
  notices: string;
  showInForm: string;
  unexpectedError: string;
}

let nextId = 0;

/**
 * The UI services a remote asks for on the bus, answered on the standalone page with the kit's
 * own components, as the shell answers them (shell/src/ui-services/ui-services-host.tsx): toasts,
 * a background error as an error toast, notices, modals one at a time, and confirmations answered
 * with `ui:confirm-result`.
 */
export function StandaloneUiServices({ eventBus, words }: { eventBus: EventBus; words: StandaloneUiWords }) {
  const [queue] = useState(createToastQueue);
  const toasts = useToasts(queue);
  const [notices, setNotices] = useState<NoticeRequest[]>([]);
  const [modals, setModals] = useState<ModalRequest[]>([]);
  const [confirms, setConfirms] = useState<ConfirmRequest[]>([]);

  useEffect(() => {
    const offs = [
      eventBus.on('ui:toast', (toast) => queue.push(toast)),
      eventBus.on('ui:background-error', ({ title, detail }) =>
        queue.push({
          status: 'ERROR',
          title,
          text: detail ?? words.unexpectedError,
          closeTimeout: DEFAULT_TOAST_TIMEOUT,
        }),
      ),
      eventBus.on('ui:notice', (notice) => setNotices((list) => [...list, { ...notice, id: (nextId += 1) }])),
      eventBus.on('ui:modal', (modal) => setModals((list) => [...list, { ...modal, id: (nextId += 1) }])),
      eventBus.on('ui:confirm', (request) => setConfirms((list) => [...list, request])),
    ];
    return () => offs.forEach((off) => off());
  }, [eventBus, queue, words]);

  const modal = modals[0];
  const closeModal = () => {
    modal?.onClose?.();
    setModals((list) => list.slice(1));
  };
  const confirm = modal ? undefined : confirms[0];
  const answer = (confirmed: boolean) => {
    if (!confirm) return;
    setConfirms((list) => list.slice(1));
    eventBus.emit('ui:confirm-result', { requestId: confirm.requestId, confirmed });
  };

  return (
    <>
      {notices.length > 0 && (
        <section aria-label={words.notices}>
          {notices.map(({ id, title, type, detail, action }) => (
            <Notice
              key={id}
              type={type}
              title={title}
              detail={detail}
              action={action && { label: action.label ?? words.showInForm, onClick: action.onClick }}
              onDismiss={() => setNotices((list) => list.filter((notice) => notice.id !== id))}
              dismissLabel={words.close}
            />
          ))}
        </section>
      )}
      <ToastViewport toasts={toasts} onDismiss={queue.dismiss} closeLabel={words.close} label={words.notifications} />
      {modal && (
        <Modal
          key={modal.id}
          open
          title={modal.title}
          width={modal.width}
          onClose={closeModal}
          footer={<Button onClick={closeModal}>{modal.closeLabel ?? words.close}</Button>}
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
          confirmLabel={confirm.confirmLabel ?? words.confirm}
          cancelLabel={confirm.cancelLabel ?? words.cancel}
          danger={confirm.danger}
          onConfirm={() => answer(true)}
          onCancel={() => answer(false)}
        />
      )}
    </>
  );
}
