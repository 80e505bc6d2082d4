import type { ReactNode } from 'react';
import { Button } from './button';
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

/** A {@link Modal} asking the user to confirm or cancel one action. */
export function ConfirmModal({ open, title, body, confirmLabel, cancelLabel, onConfirm, onCancel, danger = false, busy = false }: ConfirmModalProps) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
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
      {typeof body === 'string' ? <p>{body}</p> : body}
    </Modal>
  );
}
