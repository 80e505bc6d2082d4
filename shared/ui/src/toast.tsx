import { useEffect, useRef, useState } from 'react';

/** How a toast reads: success, a problem the user should fix or know, or a warning. */
export type ToastStatus = 'SUCCESS' | 'ERROR' | 'WARNING';

/** A button inside a toast (for example "Desfazer" or "Recarregar"). */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

/** Props of {@link Toast}. */
export interface ToastProps {
  status: ToastStatus;
  title?: string;
  text: string;
  /** Closes itself after `closeTimeout` ms (default true). Hovering or focusing it pauses the countdown. */
  autoClose?: boolean;
  /** Milliseconds before an auto-close (default 5400). */
  closeTimeout?: number;
  /** An extra button; pressing it runs `onClick` and closes the toast. */
  action?: ToastAction;
  /** Called by the close button, the action and the auto-close. */
  onClose: () => void;
  /** The close button's accessible name, in the user's language. */
  closeLabel: string;
}

/** Default time a toast stays on screen, in milliseconds. */
export const DEFAULT_TOAST_TIMEOUT = 5400;

/**
 * A short notification. Success and warning toasts are announced politely (`role="status"`),
 * errors at once (`role="alert"`). The countdown pauses while the pointer or focus is on it,
 * so a user who reads slowly or reaches it by keyboard does not lose it.
 */
export function Toast({
  status,
  title,
  text,
  autoClose = true,
  closeTimeout = DEFAULT_TOAST_TIMEOUT,
  action,
  onClose,
  closeLabel,
}: ToastProps) {
  const onCloseRef = useRef(onClose);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;

  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!autoClose || paused) return;
    const timer = setTimeout(() => onCloseRef.current(), closeTimeout);
    return () => clearTimeout(timer);
  }, [autoClose, closeTimeout, paused]);

  const isError = status === 'ERROR';
  return (
    <div
      className={`ui-toast ui-toast--${status.toLowerCase()}`}
      role={isError ? 'alert' : 'status'}
      aria-live={isError ? 'assertive' : 'polite'}
      aria-atomic="true"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="ui-toast__content">
        {title && <p className="ui-toast__title">{title}</p>}
        <p className="ui-toast__text">{text}</p>
      </div>
      {action && (
        <button
          type="button"
          className="ui-button ui-button--link ui-toast__action"
          onClick={() => {
            action.onClick();
            onClose();
          }}
        >
          {action.label}
        </button>
      )}
      <button type="button" className="ui-toast__close" aria-label={closeLabel} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
