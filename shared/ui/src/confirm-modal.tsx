import { useId, type ReactNode } from 'react';
import { Button } from '@platform/ui/controls';
import { Modal } from './modal';

/** Props of {@link ConfirmModal}. */
export interface ConfirmModalProps {
  open: boolean;
  title: string;
  /** The question or its consequences. */
  body: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** Called by the cancel button and by Escape. */
  onCancel: () => void;
  /** Styles the confirm button as destructive. */
  danger?: boolean;
  /** While the confirmed action runs: the confirm button shows as busy and cannot be pressed again. */
  busy?: boolean;
}

/**
 * A {@link Modal} asking the user to confirm or cancel one action, described by its body.
 * Focus starts on the cancel button (the first control when the body has none), so a stray
 * Enter never confirms a destructive action.
 */
export function ConfirmModal({
  open,
  title,
  body,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  danger = false,
  busy = false,
}: ConfirmModalProps) {
  const bodyId = useId();
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      describedBy={bodyId}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div id={bodyId}>{typeof body === 'string' ? <p>{body}</p> : body}</div>
    </Modal>
  );
}
