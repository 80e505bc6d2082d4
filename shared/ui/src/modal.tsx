import { useEffect, type ReactNode } from 'react';
import { lazyPart, useLazyPart } from './lazy-part';

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

/** Radix Dialog (with its focus scope, scroll lock and aria-hidden): a chunk of its own. */
export const modalPart = lazyPart(() => import('./modal-radix'));

/**
 * A modal dialog (Radix Dialog, WAI-ARIA dialog pattern) in a portal on `document.body`: focus
 * moves into it when it opens and stays inside it, Escape calls `onClose`, the page behind neither
 * scrolls nor reaches assistive technology, and focus goes back to the element that opened it.
 * A click outside does nothing: a half-filled form is not lost to a stray tap.
 *
 * A closed modal draws nothing, so Radix is loaded when one first opens (once for the page); the
 * focus stays on the opener until the dialog takes it, as it does today.
 */
export function Modal(props: ModalProps) {
  const [Loaded, want] = useLazyPart(modalPart);
  const { open } = props;
  useEffect(() => {
    if (open && !Loaded) want();
  }, [open, Loaded, want]);
  return Loaded ? <Loaded.RadixModal {...props} /> : null;
}
