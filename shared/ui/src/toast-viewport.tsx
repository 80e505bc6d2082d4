import { Toast } from './toast';
import type { ToastItem } from './toast-queue';

/** Props of {@link ToastViewport}. */
export interface ToastViewportProps {
  toasts: readonly ToastItem[];
  /** Called when a toast closes, by its button or by its timeout. */
  onDismiss: (id: string) => void;
  /** The close buttons' accessible name, in the user's language. */
  closeLabel: string;
  /** Names the area as a landmark (for example the `common.notifications` message). */
  label?: string;
}

/** The corner where toasts stack, newest last. Renders nothing visible when there are none. */
export function ToastViewport({ toasts, onDismiss, closeLabel, label }: ToastViewportProps) {
  return (
    <div className="ui-toast-viewport" role={label ? 'region' : undefined} aria-label={label}>
      {toasts.map(({ id, ...toast }) => (
        <Toast key={id} {...toast} closeLabel={closeLabel} onClose={() => onDismiss(id)} />
      ))}
    </div>
  );
}
