/** How a toast reads: success, a problem the user should fix or know, or a warning. */
export type ToastStatus = 'SUCCESS' | 'ERROR' | 'WARNING';

/** A button inside a toast (for example "Desfazer" or "Recarregar"). */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

/** What one toast says and does. */
export interface ToastProps {
  status: ToastStatus;
  title?: string;
  text: string;
  /** Closes itself after `closeTimeout` ms (default true). Hovering or focusing the toasts pauses the countdown. */
  autoClose?: boolean;
  /** Milliseconds before an auto-close (default 5400). */
  closeTimeout?: number;
  /** An extra button; pressing it runs `onClick` and closes the toast. */
  action?: ToastAction;
  /** Called by the close button, the action, a swipe, Escape and the auto-close. */
  onClose: () => void;
  /** The close button's accessible name, in the user's language. */
  closeLabel: string;
}

/** Default time a toast stays on screen, in milliseconds. */
export const DEFAULT_TOAST_TIMEOUT = 5400;
