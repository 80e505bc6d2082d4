import { useSyncExternalStore } from 'react';
import type { ToastAction, ToastStatus } from './toast';

/** A toast waiting in a {@link ToastQueue}; `id` is given by `push`. */
export interface ToastItem {
  id: string;
  status: ToastStatus;
  title?: string;
  text: string;
  autoClose?: boolean;
  closeTimeout?: number;
  action?: ToastAction;
}

/** A tiny external store of toasts, readable with React's `useSyncExternalStore`. */
export interface ToastQueue {
  /** Adds a toast at the end and returns its id. */
  push(toast: Omit<ToastItem, 'id'>): string;
  /** Removes a toast; unknown ids are ignored. */
  dismiss(id: string): void;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** The current toasts, oldest first; the same array until the next change. */
  getSnapshot(): readonly ToastItem[];
}

/**
 * Creates a toast queue. The shell owns one and shows it in a {@link ToastViewport};
 * remotes ask for toasts through the event bus rather than holding their own queue.
 */
export function createToastQueue(): ToastQueue {
  let toasts: readonly ToastItem[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const publish = (next: readonly ToastItem[]) => {
    toasts = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    push(toast) {
      counter += 1;
      const id = `toast-${counter}`;
      publish([...toasts, { ...toast, id }]);
      return id;
    },
    dismiss(id) {
      if (toasts.some((toast) => toast.id === id)) publish(toasts.filter((toast) => toast.id !== id));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => toasts,
  };
}

/** The toasts of a queue, re-rendering the component when they change. */
export function useToasts(queue: ToastQueue): readonly ToastItem[] {
  return useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
}
