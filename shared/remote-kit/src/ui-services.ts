import { useMemo } from 'react';
import type { EventBus, PlatformEvents } from '@platform/event-bus';
import { usePlatform } from './platform-context';
import { useRemoteName } from './remote-name';

type ToastOptions = Omit<PlatformEvents['ui:toast'], 'status' | 'text'>;

/** The shell's toasts, notices and modals, called from a remote (spec section 3). */
export interface PlatformUi {
  toast(toast: PlatformEvents['ui:toast']): void;
  success(text: string, options?: ToastOptions): void;
  error(text: string, options?: ToastOptions): void;
  warning(text: string, options?: ToastOptions): void;
  /** An error toast with a title for 5400 ms, reported to telemetry as raised by this remote. */
  backgroundError(error: Omit<PlatformEvents['ui:background-error'], 'source'>): void;
  /** An error notice; its action reads "show in form" unless given a label. */
  notice(notice: PlatformEvents['ui:notice']): void;
  /** A modal with a text and a close button, 50% wide unless told. */
  modal(modal: PlatformEvents['ui:modal']): void;
  /** Asks the user to confirm; resolves true on confirm, false on cancel or Escape. */
  confirm(request: Omit<PlatformEvents['ui:confirm'], 'requestId'>): Promise<boolean>;
}

let requests = 0;

/** The UI services over a given event bus; `source` names the remote in background errors. */
export function createPlatformUi(eventBus: EventBus, source?: string): PlatformUi {
  const toast =
    (status: PlatformEvents['ui:toast']['status']) =>
    (text: string, options: ToastOptions = {}) =>
      eventBus.emit('ui:toast', { ...options, status, text });
  return {
    toast: (payload) => eventBus.emit('ui:toast', payload),
    success: toast('SUCCESS'),
    error: toast('ERROR'),
    warning: toast('WARNING'),
    backgroundError: (error) => eventBus.emit('ui:background-error', { ...error, source }),
    notice: (payload) => eventBus.emit('ui:notice', payload),
    modal: (payload) => eventBus.emit('ui:modal', payload),
    confirm(request) {
      requests += 1;
      const requestId = `${source ?? 'remote'}:${requests}:${Date.now()}`;
      return new Promise<boolean>((resolve) => {
        const off = eventBus.on('ui:confirm-result', (result) => {
          if (result.requestId !== requestId) return;
          off();
          resolve(result.confirmed);
        });
        eventBus.emit('ui:confirm', { ...request, requestId });
      });
    },
  };
}

/**
 * The shell's toasts, notices, modals and confirmations for the screens of a remote:
 * `const ui = usePlatformUi(); if (await ui.confirm({ title, body })) ...`.
 */
export function usePlatformUi(): PlatformUi {
  const { eventBus } = usePlatform();
  const source = useRemoteName();
  return useMemo(() => createPlatformUi(eventBus, source), [eventBus, source]);
}
