import { useRef, type CSSProperties } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import type { ModalProps } from './modal';

/** The Radix dialog behind {@link Modal} (modal.tsx), loaded when a modal first opens. */
export function RadixModal({ open, title, onClose, width = 50, children, footer, describedBy }: ModalProps) {
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
