import { useRef, type CSSProperties, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';

/** Props of {@link Modal}. */
export interface ModalProps {
  open: boolean;
  /** The dialog's heading; it names the dialog (`aria-labelledby`). */
  title: string;
  /** Called on Escape; the caller decides whether to close. */
  onClose: () => void;
  /** Width in percent of the viewport on wide screens (default 50); always full width on phones. */
  width?: number;
  children?: ReactNode;
  /** The dialog's buttons, under the body. */
  footer?: ReactNode;
  /** Id of the element that describes the dialog (`aria-describedby`), for short confirmations. */
  describedBy?: string;
}

/**
 * A modal dialog (Radix Dialog, WAI-ARIA dialog pattern) in a portal on `document.body`: focus
 * moves into it when it opens and stays inside it, Escape calls `onClose`, the page behind neither
 * scrolls nor reaches assistive technology, and focus goes back to the element that opened it.
 * A click outside does nothing: a half-filled form is not lost to a stray tap.
 */
export function Modal({ open, title, onClose, width = 50, children, footer, describedBy }: ModalProps) {
  // Radix gives the focus back to its own trigger; callers open this from any button, so keep it here.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="ui-modal-backdrop">
          <Dialog.Content
            className="ui-modal"
            aria-modal="true"
            aria-describedby={describedBy}
            style={{ '--ui-modal-width': `${width}%` } as CSSProperties}
            onInteractOutside={(event) => event.preventDefault()}
            onOpenAutoFocus={() => {
              opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              if (opener.current?.isConnected) opener.current.focus();
            }}
          >
            <Dialog.Title className="ui-modal__title">{title}</Dialog.Title>
            <div className="ui-modal__body">{children}</div>
            {footer && <div className="ui-modal__footer">{footer}</div>}
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
