import type { PlatformEventName, PlatformEvents } from './events';

type Handler<N extends PlatformEventName> = (payload: PlatformEvents[N]) => void;

/** A typed publish/subscribe bus, created once by the shell and passed to every parcel. */
export interface EventBus {
  emit<N extends PlatformEventName>(name: N, payload: PlatformEvents[N]): void;
  /** Subscribes; returns the function that unsubscribes. */
  on<N extends PlatformEventName>(name: N, handler: Handler<N>): () => void;
}

/**
 * Creates an event bus. A handler that throws is reported to `onHandlerError` and does not stop
 * the other handlers: one remote's bug must not break another's.
 */
export function createEventBus(
  onHandlerError: (error: unknown, name: PlatformEventName) => void = console.error,
): EventBus {
  const handlers = new Map<PlatformEventName, Set<(payload: never) => void>>();
  return {
    emit(name, payload) {
      for (const handler of [...(handlers.get(name) ?? [])]) {
        try {
          (handler as Handler<typeof name>)(payload);
        } catch (error) {
          onHandlerError(error, name);
        }
      }
    },
    on(name, handler) {
      const set = handlers.get(name) ?? new Set();
      handlers.set(name, set);
      set.add(handler as (payload: never) => void);
      return () => set.delete(handler as (payload: never) => void);
    },
  };
}
