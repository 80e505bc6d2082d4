import { useEffect, useRef, useState } from 'react';
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

/** The words the UI services show: the shell's come from its messages, the standalone page's are its own. */
export interface UiServicesWords {
  close: string;
  confirm: string;
  cancel: string;
  notifications: string;
  notices: string;
  showInForm: string;
  /** The text of a background error that brings no detail of its own, by its error code where it has one. */
  backgroundError: (code?: string) => string;
}

let nextId = 0;

/**
 * The UI services any remote asks for on the event bus (spec section 3), answered with the kit's
 * components, by the shell (shell/src/ui-services/ui-services-host.tsx) and by the standalone page
 * alike: toasts, a background error as an error toast with a title for 5400 ms, notices, modals and
 * confirmation modals answered with `ui:confirm-result`. Modals come one at a time, in the order
 * asked; the kit's Modal traps focus and closes on Escape.
 */
export function UiServices({
  eventBus,
  words,
  noticesClassName,
}: {
  eventBus: EventBus;
  words: UiServicesWords;
  noticesClassName?: string;
}) {
  const [queue] = useState(createToastQueue);
  const toasts = useToasts(queue);
  const [notices, setNotices] = useState<NoticeRequest[]>([]);
  const [modals, setModals] = useState<ModalRequest[]>([]);
  const [confirms, setConfirms] = useState<ConfirmRequest[]>([]);
  // Read when an event comes, so new words (another language) never re-subscribe to the bus.
  const wordsNow = useRef(words);
  wordsNow.current = words;

  useEffect(() => {
    const offs = [
      eventBus.on('ui:toast', (toast) => queue.push(toast)),
      eventBus.on('ui:background-error', ({ title, detail, code }) =>
        queue.push({
          status: 'ERROR',
          title,
          text: detail ?? wordsNow.current.backgroundError(code),
          closeTimeout: DEFAULT_TOAST_TIMEOUT,
        }),
      ),
      eventBus.on('ui:notice', (notice) => setNotices((list) => [...list, { ...notice, id: (nextId += 1) }])),
      eventBus.on('ui:modal', (modal) => setModals((list) => [...list, { ...modal, id: (nextId += 1) }])),
      eventBus.on('ui:confirm', (request) => setConfirms((list) => [...list, request])),
    ];
    return () => offs.forEach((off) => off());
  }, [eventBus, queue]);

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
        <section className={noticesClassName} aria-label={words.notices}>
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
