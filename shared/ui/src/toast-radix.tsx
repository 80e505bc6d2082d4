import * as RadixToast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { DEFAULT_TOAST_TIMEOUT, type ToastProps } from './toast';
import type { ToastViewportProps } from './toast-viewport';
import { Tooltip } from './tooltip';

/**
 * One toast (Radix Toast): announced by Radix in a live region of its own (errors assertively,
 * the rest politely), closed by its button, Escape, a swipe to the right or its timeout, which
 * pauses while the pointer or the focus is on the toasts and while the window is in the background.
 */
function ToastItem({
  status,
  title,
  text,
  autoClose = true,
  closeTimeout = DEFAULT_TOAST_TIMEOUT,
  action,
  onClose,
  closeLabel,
}: ToastProps) {
  return (
    <RadixToast.Root
      className={`ui-toast ui-toast--${status.toLowerCase()}`}
      data-status={status}
      type={status === 'ERROR' ? 'foreground' : 'background'}
      duration={autoClose ? closeTimeout : Infinity}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <div className="ui-toast__content">
        {title && <RadixToast.Title className="ui-toast__title">{title}</RadixToast.Title>}
        <RadixToast.Description className="ui-toast__text">{text}</RadixToast.Description>
      </div>
      {action && (
        <RadixToast.Action altText={action.label} asChild>
          <button type="button" className="ui-button ui-button--link ui-toast__action" onClick={action.onClick}>
            {action.label}
          </button>
        </RadixToast.Action>
      )}
      <Tooltip content={closeLabel}>
        <RadixToast.Close className="ui-toast__close" aria-label={closeLabel}>
          <X aria-hidden="true" size={18} />
        </RadixToast.Close>
      </Tooltip>
    </RadixToast.Root>
  );
}

/** The toasts and their viewport: a region named `label (F8)`; F8 moves the focus to it. */
export function ToastList({ toasts, onDismiss, closeLabel, label = 'Notifications' }: ToastViewportProps) {
  return (
    <RadixToast.Provider label={label} swipeDirection="right" duration={DEFAULT_TOAST_TIMEOUT}>
      {toasts.map(({ id, ...toast }) => (
        <ToastItem key={id} {...toast} closeLabel={closeLabel} onClose={() => onDismiss(id)} />
      ))}
      <RadixToast.Viewport className="ui-toast-viewport" label={`${label} ({hotkey})`} />
    </RadixToast.Provider>
  );
}
