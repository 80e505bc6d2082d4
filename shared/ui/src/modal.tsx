import { useEffect, useId, useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

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

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

/**
 * A modal dialog (WAI-ARIA dialog pattern) rendered in a portal on `document.body`: focus moves
 * into it when it opens, Tab and Shift+Tab cycle inside it, Escape calls `onClose`, the page
 * behind does not scroll, and focus goes back to the element that opened it when it closes.
 */
export function Modal({ open, title, onClose, width = 50, children, footer, describedBy }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog) (focusableIn(dialog)[0] ?? dialog).focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = focusableIn(dialogRef.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="ui-modal-backdrop">
      <div
        ref={dialogRef}
        className="ui-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        style={{ '--ui-modal-width': `${width}%` } as CSSProperties}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="ui-modal__title">
          {title}
        </h2>
        <div className="ui-modal__body">{children}</div>
        {footer && <div className="ui-modal__footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
